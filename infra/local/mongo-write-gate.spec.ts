import { serialize } from 'bson';
import { commandName, writeCommands } from './mongo-write-gate';

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
