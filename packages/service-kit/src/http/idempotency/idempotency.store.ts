import { randomUUID } from 'node:crypto';
import { type Redis } from 'ioredis';

/** The response a completed request gave, replayed for a repeat of it. */
export interface StoredResponse {
  status: number;
  /** `undefined` bodies (204) are stored as absent. */
  body?: unknown;
}

export type IdempotencyRecord =
  | { state: 'in-flight'; fingerprint: string; owner: string; startedAt: number }
  | { state: 'done'; fingerprint: string; response: StoredResponse; completedAt: number };

export type BeginResult = { acquired: true; owner: string } | { acquired: false; record: IdempotencyRecord | null };

// Compare-and-set / compare-and-delete on the exact in-flight value we wrote, so a request whose in-flight
// marker expired (a very slow handler) cannot overwrite or release another request's record.
const COMPLETE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`;

/** The Redis side of `Idempotency-Key`: one string key per (caller, key) holding an in-flight or done record. */
export class RedisIdempotencyStore {
  /** The exact in-flight values this process wrote, by key and owner, for the compare-and-set scripts. */
  private readonly inFlightValues = new Map<string, string>();

  constructor(private readonly redis: Redis) {}

  /** Claims the key for this request (SET NX), or returns what holds it. */
  async begin(key: string, fingerprint: string, inFlightTtlMs: number): Promise<BeginResult> {
    const owner = randomUUID();
    const record: IdempotencyRecord = { state: 'in-flight', fingerprint, owner, startedAt: Date.now() };
    const value = JSON.stringify(record);
    const set = await this.redis.set(key, value, 'PX', inFlightTtlMs, 'NX');
    if (set === 'OK') {
      this.inFlightValues.set(`${key}\n${owner}`, value);
      return { acquired: true, owner };
    }
    return { acquired: false, record: await this.get(key) };
  }

  async get(key: string): Promise<IdempotencyRecord | null> {
    const value = await this.redis.get(key);
    return value ? (JSON.parse(value) as IdempotencyRecord) : null;
  }

  /** Stores the response of the request that owns the key; false when it no longer owns it. */
  async complete(key: string, owner: string, fingerprint: string, response: StoredResponse, ttlMs: number) {
    const inFlight = this.takeInFlight(key, owner);
    if (!inFlight) return false;
    const record: IdempotencyRecord = { state: 'done', fingerprint, response, completedAt: Date.now() };
    const done = await this.redis.eval(COMPLETE_SCRIPT, 1, key, inFlight, JSON.stringify(record), String(ttlMs));
    return done === 1;
  }

  /** Gives the key up (the request failed), so the client may retry with it. */
  async release(key: string, owner: string): Promise<void> {
    const inFlight = this.takeInFlight(key, owner);
    if (inFlight) await this.redis.eval(RELEASE_SCRIPT, 1, key, inFlight);
  }

  private takeInFlight(key: string, owner: string): string | undefined {
    const id = `${key}\n${owner}`;
    const value = this.inFlightValues.get(id);
    this.inFlightValues.delete(id);
    return value;
  }
}
