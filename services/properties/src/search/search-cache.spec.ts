import { SearchAnswerCache } from './search-cache';

describe('SearchAnswerCache', () => {
  it('answers an entry until its time is up, then forgets it', () => {
    let now = 1_000;
    const cache = new SearchAnswerCache<string>(3_000, () => now);
    cache.set('q', 'answer');
    now += 2_999;
    expect(cache.get('q')).toBe('answer');
    now += 1;
    expect(cache.get('q')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is emptied at once by clear()', () => {
    const cache = new SearchAnswerCache<string>(3_000, () => 0);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.clear();
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SearchAnswerCache<number>(3_000, () => 0, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('stores nothing when the time to live is 0 (turned off)', () => {
    const cache = new SearchAnswerCache<number>(0, () => 0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.enabled).toBe(false);
  });
});
