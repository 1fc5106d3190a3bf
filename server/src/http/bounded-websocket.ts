import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';
import { CLOSE_EVENTS_MISSED, EVENTS_MISSED_REASON } from '../events/events-missed';

/** Bytes a socket may have queued in this process, not yet taken by the network, before it is closed. */
export const MAX_QUEUED_BYTES = 1024 * 1024;

type SendCallback = (err?: Error) => void;

/** Bytes of the header of a server's (unmasked) final text frame carrying `length` bytes (RFC 6455, 5.2). */
export function textFrameHeaderBytes(length: number): number {
  return length < 126 ? 2 : length < 65536 ? 4 : 10;
}

/** Writes that header at the start of `frame`, for a payload of `length` bytes after it. */
export function writeTextFrameHeader(frame: Buffer, length: number): void {
  frame[0] = 0x81; // FIN, text
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
}

/** Text messages kept to be shared between sockets (the least recently seen goes first). */
const INTERNED_MESSAGES = 256;
/** Longer messages are not kept. */
const MAX_INTERNED_CHARS = 16 * 1024;
const interned = new Map<string, string>();

/**
 * A socket written to within this many milliseconds keeps its next live messages for up to as
 * long, and writes them together (one write, one packet) instead of one each. A fan-out writes
 * each event to every socket: a socket that hears one event now and then writes it at once,
 * while a socket hearing a stream of them (twenty payments a second, or a fan-out catching up)
 * writes a few at a time. Each write is a system call and, through the network stack and the
 * balancer, packets to relay and to read: at twenty payments a second to 1,000 workers a quarter
 * of an API process's time was in `writeBuffer`.
 */
export const COALESCE_MS = 25;

/** Sockets holding messages until the next flush (one timer for the process). */
const holding = new Set<BoundedWebSocket>();
let flushTimer: NodeJS.Timeout | null = null;

function flushHeld(): void {
  flushTimer = null;
  const now = performance.now();
  for (const socket of holding) socket.flushHeld(now);
  holding.clear();
}

/**
 * One string for every socket's copy of the same text message. graphql-ws holds a
 * subscription's subscribe message (and its parse) for as long as the subscription runs, and
 * every worker's queue page sends byte for byte the same three: five thousand sockets then
 * hold one copy of each, not five thousand.
 */
export function internMessage(text: string): string {
  if (text.length > MAX_INTERNED_CHARS) return text;
  const known = interned.get(text);
  if (known !== undefined) {
    interned.delete(known);
    interned.set(known, known);
    return known;
  }
  interned.set(text, text);
  if (interned.size > INTERNED_MESSAGES) interned.delete(interned.keys().next().value as string);
  return text;
}

/**
 * The websocket of a live connection (the `WebSocket` class of the server). Its text messages
 * are handed on as shared strings (internMessage). graphql-ws waits for
 * each message to be flushed to the network before it takes the subscription's next event, a
 * turn of the event loop per message per socket; with five thousand sockets written at once
 * that wait is most of a fan-out. Here a message counts as sent once it is queued, and the
 * queue is bounded instead: a socket whose reader stops taking data (a phone gone to sleep)
 * is closed with CLOSE_EVENTS_MISSED once MAX_QUEUED_BYTES wait, so it cannot hold memory or
 * the others, and the client reconnects and catches up with liveChangesSince.
 */
export class BoundedWebSocket extends WebSocket {
  /** When this socket last wrote a live message (performance.now()), and whether it holds messages for the next flush. */
  private lastWriteAt = -Infinity;
  private held = false;

  // Text messages reach graphql-ws as shared strings (internMessage), not as a buffer per socket.
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'message' && Buffer.isBuffer(args[0]) && args[1] === false) return super.emit(event, internMessage(args[0].toString('utf8')), false);
    return super.emit(event, ...args);
  }

  override send(data: unknown, optionsOrCallback?: object | SendCallback, callback?: SendCallback): void {
    const cb = typeof optionsOrCallback === 'function' ? (optionsOrCallback as SendCallback) : callback;
    const options = typeof optionsOrCallback === 'object' ? optionsOrCallback : {};
    if (this.readyState !== WebSocket.OPEN) return super.send(data as Buffer, options, cb);
    if (!this.closedForFallingBehind()) super.send(data as Buffer, options);
    cb?.();
  }

  /** Closes the socket with CLOSE_EVENTS_MISSED when more than MAX_QUEUED_BYTES wait for its reader; true if it did. */
  private closedForFallingBehind(): boolean {
    if (this.bufferedAmount <= MAX_QUEUED_BYTES) return false;
    this.close(CLOSE_EVENTS_MISSED, EVENTS_MISSED_REASON);
    return true;
  }

  /**
   * Sends a text message given as a whole frame: its header (writeTextFrameHeader) and payload
   * in one buffer, written to the connection in one write. A fan-out writes one message to each
   * of thousands of sockets; through `send` each is a header buffer of its own and two writes
   * gathered into one (cork, writev): about 4% of a fan-out's CPU at 10,000 sockets. With an
   * extension negotiated (none is offered: permessage-deflate is off), the payload goes through
   * `send` instead. A socket written to within COALESCE_MS holds the message, and those after
   * it, to write them together at the flush.
   */
  sendTextFrame(frame: Buffer, headerBytes: number): void {
    const inner = this as unknown as { _socket?: Duplex; _extensions: Record<string, unknown> };
    if (this.readyState !== WebSocket.OPEN || !inner._socket || Object.keys(inner._extensions).length > 0) return this.send(frame.subarray(headerBytes), { binary: false });
    if (this.closedForFallingBehind()) return;
    const socket = inner._socket;
    if (!this.held) {
      const now = performance.now();
      // Quiet since its last write: this message goes now.
      if (now - this.lastWriteAt >= COALESCE_MS) {
        this.lastWriteAt = now;
        socket.write(frame);
        return;
      }
      // Written to moments ago: this message and those after it until the flush go out together (cork: Node
      // gathers them into one writev). Whatever else ws writes meanwhile (a ping, a close) queues behind them, in order.
      this.held = true;
      socket.cork();
      holding.add(this);
      flushTimer ??= setTimeout(flushHeld, COALESCE_MS).unref();
    }
    socket.write(frame);
  }

  /** Writes the messages this socket held (flushHeld). */
  flushHeld(now: number): void {
    if (!this.held) return;
    this.held = false;
    this.lastWriteAt = now;
    (this as unknown as { _socket?: Duplex })._socket?.uncork();
  }
}
