import net from 'node:net';

/**
 * A TCP relay in front of a PostgreSQL server: a database host the test can take away.
 * kill(): the host gone (every connection cut, nothing listening, connects refused).
 * silence(): a partition (connections stay open, nothing passes any more either way).
 * revive(): the host back on the same port, relaying new connections again.
 */
export interface Relay {
  port: number;
  /** Connections the relay has accepted so far. */
  accepted(): number;
  kill(): Promise<void>;
  silence(): void;
  revive(): Promise<void>;
}

export function relayTo(host: string, port: number): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  let silent = false;
  const server = net.createServer((client) => {
    accepted++;
    sockets.add(client);
    client.on('error', () => undefined);
    client.on('close', () => sockets.delete(client));
    // Partitioned: the connection is taken and never answered.
    if (silent) return;
    const upstream = net.connect(port, host);
    sockets.add(upstream);
    upstream.on('error', () => undefined);
    upstream.on('close', () => sockets.delete(upstream));
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const relayPort = (server.address() as net.AddressInfo).port;
      resolve({
        port: relayPort,
        accepted: () => accepted,
        kill: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
        silence: () => {
          silent = true;
          for (const s of sockets) {
            s.unpipe();
            s.pause();
          }
        },
        revive: async () => {
          if (server.listening && !silent) return;
          // The partitioned connections stay lost; new ones pass.
          for (const s of sockets) s.destroy();
          if (server.listening) await new Promise<void>((done) => server.close(() => done()));
          silent = false;
          await new Promise<void>((done) => server.listen(relayPort, '127.0.0.1', done));
        },
      });
    });
  });
}

/** A port nothing listens on. */
export async function deadPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}
