import { type Redis } from 'ioredis';

export interface WindowCount {
  /** Hits in the current window, this one included (for `hit`). */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/** DECR only an existing count above zero: a DECR of an expired key would make a new one, without expiry. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Fixed-window counters in Redis, shared by every replica of an app (the gateway's rate limits and failed sign-ins,
 * the users service's sign-in attempts, the maintenance service's request throttle): the first hit of a key starts its window
 * (INCR, then PEXPIRE NX: only a key without an expiry gets one), the key expires with the window.
 */
export class WindowCounter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  /** Counts one hit. */
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const fullKey = this.fullKey(key);
    const results = await this.redis.multi().incr(fullKey).pexpire(fullKey, windowMs, 'NX').pttl(fullKey).exec();
    if (!results) throw new Error('the Redis transaction was aborted');
    for (const [err] of results) if (err) throw err;
    return { count: Number(results[0]?.[1]), resetInMs: Math.max(0, Number(results[2]?.[1])) };
  }

  /** Gives one hit back, within the same window (a key that has expired meanwhile stays gone). */
  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.fullKey(key));
  }

  /** Ends the key's window: it counts from zero again. */
  async clear(key: string): Promise<void> {
    await this.redis.del(this.fullKey(key));
  }

  /** The current count without counting. */
  async peek(key: string): Promise<WindowCount> {
    const fullKey = this.fullKey(key);
    const [count, ttl] = await Promise.all([this.redis.get(fullKey), this.redis.pttl(fullKey)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  private fullKey(key: string): string {
    return `${this.keyPrefix}:${key}`;
  }
}
