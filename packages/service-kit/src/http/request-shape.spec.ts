import { Readable } from 'node:stream';
import { jsonDepth, MAX_JSON_DEPTH } from './request-shape';

describe('jsonDepth', () => {
  it('counts the objects and arrays around the deepest value', () => {
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [1, { b: 'deep' }], c: 2 })).toBe(3);
  });

  it('counts only what JSON.parse makes: a stream or a buffer handed over unread is not a JSON body', () => {
    const upload = Readable.from([Buffer.from('--boundary\r\n')]);
    expect(jsonDepth(upload)).toBe(0);
    expect(jsonDepth(Buffer.from('[[[]]]'))).toBe(0);
    expect(jsonDepth({ file: upload })).toBe(1);
    expect(jsonDepth(JSON.parse('{"a": [{"b": []}]}'))).toBe(4);
  });

  it('stops looking one level past the limit, without recursion', () => {
    let nested: unknown = 'bottom';
    for (let i = 0; i < 100_000; i += 1) nested = [nested];
    expect(jsonDepth(nested)).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonDepth(nested, 10)).toBe(11);
  });
});
