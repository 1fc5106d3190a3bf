import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The browser's and the push service's side of Web Push, for tests: a device's keys, the
 * decryption a browser does (RFC 8291 over RFC 8188 aes128gcm, written out with node:crypto),
 * and a push service on 127.0.0.1 that records what it is sent.
 */
/** A browser's side of a subscription: an ECDH P-256 key pair and a 16-byte auth secret. */
export function makeDevice(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { endpoint, ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}
export type Device = ReturnType<typeof makeDevice>;

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 (with RFC 8188's aes128gcm): the plaintext of one push message body, as the browser opens it. */
export function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes, not the sender's 65-byte public key`);
  if (ciphertext.length > rs) throw new Error('more than one record');
  const uaPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(asPublic);
  // HKDF-Extract(auth_secret, ecdh_secret), then Expand with "WebPush: info" || 0x00 || ua_public || as_public
  const prkKey = hmac(device.auth, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])])).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record: content, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service: records each message; a path's answer can be set (201 by default). */
export function startPushService() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(req.url ?? '') ?? 201).end();
    });
  });
  return {
    received,
    answers,
    server,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
    to: (path: string) => received.filter((r) => r.path === path),
  };
}

