import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { serialize } from 'bson';
import { commandName, startGate, writeCommands } from './mongo-write-gate';

/** An OP_MSG as a driver sends it: header, flag bits, one kind-0 section with the command document. */
function opMsg(command: Record<string, unknown>, opCode = 2013): Buffer {
  const body = Buffer.from(serialize(command));
  const header = Buffer.alloc(16);
  const flags = Buffer.alloc(4);
  const message = Buffer.concat([header, flags, Buffer.from([0]), body]);
  message.writeInt32LE(message.length, 0);
  message.writeInt32LE(7, 4);
  message.writeInt32LE(0, 8);
  message.writeInt32LE(opCode, 12);
  return message;
}

describe('mongo write gate: recognising commands', () => {
  it('reads the command name of an OP_MSG', () => {
    expect(commandName(opMsg({ update: 'listings', updates: [], $db: 'properties' }))).toBe('update');
    expect(commandName(opMsg({ findAndModify: 'listings', query: {}, $db: 'p' }))).toBe('findandmodify');
    expect(commandName(opMsg({ find: 'listings', filter: {}, $db: 'p' }))).toBe('find');
  });

  it('treats data-changing commands as writes and reads as reads', () => {
    for (const name of ['insert', 'update', 'delete', 'findAndModify', 'createIndexes', 'drop']) {
      expect(writeCommands.has(commandName(opMsg({ [name]: 'c', $db: 'd' }))!)).toBe(true);
    }
    for (const name of ['find', 'aggregate', 'count', 'hello', 'ping', 'getMore']) {
      expect(writeCommands.has(commandName(opMsg({ [name]: 1, $db: 'd' }))!)).toBe(false);
    }
  });

  it('does not guess at other opcodes or truncated messages', () => {
    expect(commandName(opMsg({ insert: 'c' }, 2004))).toBeUndefined();
    expect(commandName(Buffer.alloc(10))).toBeUndefined();
  });
});

/** An upstream that drops its first connection on the first request and answers every later one. */
function flakyUpstream(): Promise<Server> {
  let connections = 0;
  const reply = opMsg({ ok: 1 });
  const server = createServer((socket: Socket) => {
    const mine = ++connections;
    socket.on('data', () => (mine === 1 ? socket.destroy() : socket.write(reply)));
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function request(port: number, message: Buffer, timeoutMs = 3_000): Promise<'answered' | 'closed' | 'timed out'> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (outcome: 'answered' | 'closed' | 'timed out') => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => done('timed out'), timeoutMs);
    socket.on('connect', () => socket.write(message));
    socket.on('data', () => done('answered'));
    socket.on('close', () => done('closed'));
    socket.on('error', () => undefined);
  });
}

describe('mongo write gate: a lost upstream connection', () => {
  it('gives the write turn back, so other connections keep writing', async () => {
    const upstream = await flakyUpstream();
    const gate = startGate(
      { host: '127.0.0.1', port: 0 },
      { host: '127.0.0.1', port: (upstream.address() as AddressInfo).port },
    );
    await new Promise((r) => gate.once('listening', r));
    const port = (gate.address() as AddressInfo).port;
    try {
      const insert = opMsg({ insert: 'listings', documents: [], $db: 'p' });
      // Two writes sent together: the second is still queued when the upstream drops the connection.
      expect(await request(port, Buffer.concat([insert, insert]))).toBe('closed');
      expect(await request(port, insert)).toBe('answered');
      expect(await request(port, insert)).toBe('answered');
    } finally {
      gate.close();
      upstream.close();
    }
  });
});
