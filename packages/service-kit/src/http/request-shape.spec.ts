import { jsonDepth, MAX_JSON_DEPTH } from './request-shape';

describe('jsonDepth', () => {
  it('counts the objects and arrays around the deepest value', () => {
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [1, { b: 'deep' }], c: 2 })).toBe(3);
  });

  it('stops looking one level past the limit, without recursion', () => {
    let nested: unknown = 'bottom';
    for (let i = 0; i < 100_000; i += 1) nested = [nested];
    expect(jsonDepth(nested)).toBe(MAX_JSON_DEPTH + 1);
    expect(jsonDepth(nested, 10)).toBe(11);
  });
});
