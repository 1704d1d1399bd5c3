import { attachMeta, contextFor, detachMeta } from './job-meta';

describe('job meta', () => {
  it('stores the meta beside the data and gives the data back without it', () => {
    const stored = attachMeta({ leaseId: 'l-1' }, { correlationId: 'c-1', causationId: 'evt-1' });
    expect(stored).toEqual({ leaseId: 'l-1', _meta: { correlationId: 'c-1', causationId: 'evt-1' } });
    expect(detachMeta(stored)).toEqual({
      data: { leaseId: 'l-1' },
      meta: { correlationId: 'c-1', causationId: 'evt-1' },
    });
    expect(attachMeta({}, { correlationId: 'c-2' })).toEqual({ _meta: { correlationId: 'c-2' } });
  });

  it('refuses data that is not a plain object or already has _meta', () => {
    expect(() => attachMeta({ _meta: 1 }, { correlationId: 'c' })).toThrow(/reserves it/);
    expect(() => attachMeta([] as object, { correlationId: 'c' })).toThrow(/plain object/);
  });

  it('runs jobs without meta in a fresh correlation', () => {
    expect(detachMeta({ a: 1 })).toEqual({ data: { a: 1 }, meta: undefined });
    expect(detachMeta({ a: 1, _meta: { correlationId: 5 } }).meta).toBeUndefined();
    expect(contextFor(undefined, () => 'fresh')).toEqual({ correlationId: 'fresh' });
    expect(contextFor({ correlationId: 'c', causationId: 'e' }, () => 'fresh')).toEqual({
      correlationId: 'c',
      causationId: 'e',
    });
  });
});
