/**
 * The MongoDB wire-protocol gate in front of FerretDB (local mode only).
 *
 * FerretDB 1.24 executes `update`, `findAndModify` and `delete` as read → compute → write without a
 * lock or transaction around them, so two concurrent updates of one document can lose one of them
 * (20 concurrent `$inc: 1` leave anything from 1 to 20). MongoDB guarantees single-document atomicity,
 * and our outbox claims, counters and idempotency records rely on it. This gate restores it: it relays
 * each client connection to FerretDB and lets only one write command at a time through (reads pass
 * freely), holding the turn until FerretDB has answered.
 *
 * Usage: node mongo-write-gate.js <listen host:port> <FerretDB host:port>
 */
import { connect, createServer, type Socket } from 'node:net';

const OP_MSG = 2013;
const MORE_TO_COME = 1 << 1;
const REPLY_TIMEOUT_MS = 60_000;

/** Commands that change data; each runs alone. */
export const writeCommands = new Set([
  'insert',
  'update',
  'delete',
  'findandmodify',
  'create',
  'createindexes',
  'drop',
  'dropdatabase',
  'dropindexes',
  'renamecollection',
  'collmod',
]);

/** The command name of an OP_MSG message (the first key of its body section), lower-cased, or undefined. */
export function commandName(message: Buffer): string | undefined {
  if (message.length < 27 || message.readInt32LE(12) !== OP_MSG) return undefined;
  // header (16) + flagBits (4) + section kind (1) + BSON document length (4) + element type (1)
  if (message[20] !== 0) return undefined;
  const start = 26;
  const end = message.indexOf(0, start);
  return end > start ? message.toString('utf8', start, end).toLowerCase() : undefined;
}

function moreToCome(message: Buffer): boolean {
  return message.length >= 20 && message.readInt32LE(12) === OP_MSG && (message.readUInt32LE(16) & MORE_TO_COME) !== 0;
}

/** Splits a byte stream into wire-protocol messages (each starts with its int32 little-endian length). */
class MessageReader {
  private buffered: Buffer = Buffer.alloc(0);
  push(chunk: Buffer): Buffer[] {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const messages: Buffer[] = [];
    while (this.buffered.length >= 4) {
      const length = this.buffered.readInt32LE(0);
      if (this.buffered.length < length) break;
      messages.push(this.buffered.subarray(0, length));
      this.buffered = this.buffered.subarray(length);
    }
    return messages;
  }
}

/** A FIFO turn for writes. */
class WriteTurn {
  private tail: Promise<void> = Promise.resolve();
  take(): Promise<() => void> {
    let release!: () => void;
    const mine = new Promise<void>((r) => (release = r));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => mine);
    return ready;
  }
}

export function startGate(listen: { host: string; port: number }, upstream: { host: string; port: number }) {
  const turn = new WriteTurn();
  const server = createServer((client: Socket) => {
    const backend = connect(upstream);
    const fromClient = new MessageReader();
    const fromBackend = new MessageReader();
    const queue: Buffer[] = [];
    let waitingForReply: (() => void) | undefined;
    let busy = false;
    let closed = false;

    // Either side going away ends both, and wakes a request that waits for a reply that will never
    // come, so it gives its write turn back.
    const close = () => {
      closed = true;
      client.destroy();
      backend.destroy();
      queue.length = 0;
      const waiting = waitingForReply;
      waitingForReply = undefined;
      waiting?.();
    };
    client.on('error', close).on('close', close);
    backend.on('error', close).on('close', close);

    backend.on('data', (chunk: Buffer) => {
      for (const reply of fromBackend.push(chunk)) {
        client.write(reply);
        if (!moreToCome(reply)) {
          const done = waitingForReply;
          waitingForReply = undefined;
          done?.();
        }
      }
    });

    const forwardAndWait = (message: Buffer) =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        // A server that never answers must not hold the write turn for ever.
        const timer = setTimeout(close, REPLY_TIMEOUT_MS);
        waitingForReply = () => {
          clearTimeout(timer);
          resolve();
        };
        backend.write(message);
      });

    // One request at a time per connection (drivers do the same); writes also wait for the global turn.
    const pump = async () => {
      if (busy) return;
      busy = true;
      while (queue.length && !closed) {
        const message = queue.shift()!;
        const isWrite = writeCommands.has(commandName(message) ?? '');
        const release = isWrite ? await turn.take() : undefined;
        try {
          if (closed) break;
          if (moreToCome(message)) backend.write(message);
          else await forwardAndWait(message);
        } finally {
          release?.();
        }
      }
      busy = false;
    };

    client.on('data', (chunk: Buffer) => {
      queue.push(...fromClient.push(chunk));
      void pump();
    });
  });
  server.listen(listen.port, listen.host);
  return server;
}

if (require.main === module) {
  const [listenArg, upstreamArg] = process.argv.slice(2);
  const parse = (value: string | undefined) => {
    const [host, port] = (value ?? '').split(':');
    if (!host || !port) throw new Error('usage: mongo-write-gate <listen host:port> <upstream host:port>');
    return { host, port: Number(port) };
  };
  const server = startGate(parse(listenArg), parse(upstreamArg));
  server.on('listening', () => console.log(`mongo write gate on ${listenArg} → FerretDB ${upstreamArg}`));
  server.on('error', (err) => {
    console.error(`mongo write gate: ${err.message}`);
    process.exit(1);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
