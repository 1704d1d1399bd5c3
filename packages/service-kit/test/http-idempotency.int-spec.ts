import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Inject, Param, Post } from '@nestjs/common';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Redis } from 'ioredis';
import mongoose, { type Connection, type Model, Schema } from 'mongoose';
import { z } from 'zod';
import { resolveAddresses } from '../../../infra/local/addresses';
import {
  CurrentIdentity,
  type GatewayIdentity,
  Idempotent,
  IdempotencyModule,
  IdentityModule,
  ZodBody,
} from '../src/http';
import { bootApp, type BootedApp, createLogCapture } from '../src/testing';
import { identityHeader, send, TEST_IDENTITY_SECRET } from './http-support';

interface Counter {
  name: string;
  value: number;
}
const COUNTERS = Symbol('counters');
const incrementSchema = z.object({ by: z.int().min(1).max(100), delayMs: z.int().min(0).max(3_000).default(0) });

/** The work an idempotent endpoint must do once: increment a counter in MongoDB. */
@Controller('counters')
class CountersController {
  private flakyCalls = 0;
  constructor(@Inject(COUNTERS) private readonly counters: Model<Counter>) {}

  @Post(':name/increments')
  @Idempotent()
  async increment(
    @Param('name') name: string,
    @ZodBody(incrementSchema) body: z.infer<typeof incrementSchema>,
    @CurrentIdentity() me: GatewayIdentity,
  ) {
    await sleep(body.delayMs);
    const counter = await this.counters
      .findOneAndUpdate({ name }, { $inc: { value: body.by } }, { upsert: true, new: true })
      .lean();
    return { name, value: counter?.value, by: me.userId, responseId: randomUUID() };
  }

  /** Fails with a 500 on its first call, then works: the key must be released by the failure. */
  @Post(':name/flaky-increments')
  @Idempotent({ required: true })
  async flaky(@Param('name') name: string) {
    this.flakyCalls += 1;
    await this.counters.updateOne({ name }, { $inc: { value: 1 } }, { upsert: true });
    if (this.flakyCalls === 1) throw new Error('the first call breaks after its write');
    return { name, call: this.flakyCalls };
  }
}

describe('Idempotency-Key (real Redis and MongoDB)', () => {
  const addresses = resolveAddresses();
  const keyPrefix = uniqueName('it-idempotency');
  let connection: Connection;
  let counters: Model<Counter>;
  let booted: BootedApp;
  const logs = createLogCapture();

  const asha = identityHeader({ userId: 'asha' });
  const ravi = identityHeader({ userId: 'ravi' });
  const increment = (counter: string, key: string | undefined, json: unknown, caller = asha) =>
    send(`${booted.url}/counters/${counter}/increments`, {
      json,
      headers: { ...caller, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const valueOf = async (name: string) => (await counters.findOne({ name }).lean())?.value;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(addresses.mongoUrl, {
        dbName: uniqueName('it_idempotency').replace(/-/g, '_'),
        serverSelectionTimeoutMS: 5_000,
      })
      .asPromise();
    counters = connection.model<Counter>('Counter', new Schema<Counter>({ name: String, value: Number }));
    booted = await bootApp({
      imports: [
        IdentityModule.forRoot({ secret: TEST_IDENTITY_SECRET }),
        IdempotencyModule.forRoot({ redisUrl: addresses.redisUrl, keyPrefix, waitMs: 10_000 }),
      ],
      controllers: [CountersController],
      providers: [{ provide: COUNTERS, useValue: counters }],
      logDestination: logs.destination,
    });
  });

  afterAll(async () => {
    await booted?.close();
    await connection?.dropDatabase();
    await connection?.close();
    const redis = new Redis(addresses.redisUrl);
    const keys = await redis.keys(`${keyPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('answers a repeat with the first response and does the work once', async () => {
    const key = randomUUID();
    const first = await increment('repeat', key, { by: 5 });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(first.body).toMatchObject({ name: 'repeat', value: 5, by: 'asha' });

    const second = await increment('repeat', key, { by: 5 });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await valueOf('repeat')).toBe(5);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    const first = await increment('order', key, { by: 2, delayMs: 0 });
    const second = await increment('order', key, { delayMs: 0, by: 2 });
    expect(second.body).toEqual(first.body);
    expect(await valueOf('order')).toBe(2);
  });

  it('makes a concurrent repeat wait for the first request and answers both with its response', async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([
      increment('concurrent', key, { by: 3, delayMs: 600 }),
      sleep(50).then(() => increment('concurrent', key, { by: 3, delayMs: 600 })),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(a.body).toMatchObject({ value: 3 });
    // Whichever reached Redis first did the work; the other is the replay.
    expect([a, b].map((r) => r.headers.get('idempotent-replayed')).sort()).toEqual([null, 'true'].sort());
    expect(await valueOf('concurrent')).toBe(3);
  });

  it('handles a burst of concurrent repeats with one execution', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => increment('burst', key, { by: 1, delayMs: 300 })),
    );
    const bodies = new Set(responses.map((r) => JSON.stringify(r.body)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(bodies.size).toBe(1);
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await valueOf('burst')).toBe(1);
  });

  it('refuses the same key with a different body: 422 IDEMPOTENCY_KEY_REUSED, no work', async () => {
    const key = randomUUID();
    await increment('reused', key, { by: 1 });
    const other = await increment('reused', key, { by: 7 });
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 422 });
    expect(await valueOf('reused')).toBe(1);
  });

  it('refuses the same key on another path', async () => {
    const key = randomUUID();
    await increment('path-a', key, { by: 1 });
    const other = await increment('path-b', key, { by: 1 });
    expect(other.status).toBe(422);
    expect(await valueOf('path-b')).toBeUndefined();
  });

  it('scopes keys per caller: another caller with the same key does its own work', async () => {
    const key = randomUUID();
    const mine = await increment('scoped', key, { by: 1 }, asha);
    const theirs = await increment('scoped', key, { by: 1 }, ravi);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body).toMatchObject({ by: 'ravi' });
    expect(theirs.body).not.toEqual(mine.body);
    expect(await valueOf('scoped')).toBe(2);
  });

  it('runs every request that carries no key', async () => {
    await increment('keyless', undefined, { by: 1 });
    await increment('keyless', undefined, { by: 1 });
    expect(await valueOf('keyless')).toBe(2);
  });

  it('releases the key when the handler fails with a 5xx, so a retry runs', async () => {
    const key = randomUUID();
    const url = `${booted.url}/counters/flaky/flaky-increments`;
    const failed = await send(url, { json: {}, headers: { ...asha, 'idempotency-key': key } });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: 'INTERNAL' });
    expect(logs.find((l) => l.msg === 'request failed' && l.correlationId === failed.body.correlationId)).toBeDefined();
    const retried = await send(url, { json: {}, headers: { ...asha, 'idempotency-key': key } });
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual({ name: 'flaky', call: 2 });
    const replayed = await send(url, { json: {}, headers: { ...asha, 'idempotency-key': key } });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual({ name: 'flaky', call: 2 });
    expect(await valueOf('flaky')).toBe(2);
  });

  it('refuses a missing key where it is required, and a malformed key anywhere', async () => {
    const missing = await send(`${booted.url}/counters/x/flaky-increments`, { json: {}, headers: asha });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Idempotency-Key' }] });
    const malformed = await increment('malformed', 'has spaces in it', { by: 1 });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'Idempotency-Key' }] });
    expect(await valueOf('malformed')).toBeUndefined();
  });

  it('does not store a refused request: the key stays usable', async () => {
    const key = randomUUID();
    const invalid = await increment('refused', key, { by: 0 });
    expect(invalid.status).toBe(400);
    const valid = await increment('refused', key, { by: 0 });
    expect(valid.status).toBe(400);
    expect(valid.headers.get('idempotent-replayed')).toBeNull();
    expect(await valueOf('refused')).toBeUndefined();
  });

  describe('when the first request outlasts the wait bound', () => {
    let impatient: BootedApp;

    beforeAll(async () => {
      impatient = await bootApp({
        imports: [
          IdentityModule.forRoot({ secret: TEST_IDENTITY_SECRET }),
          IdempotencyModule.forRoot({ redisUrl: addresses.redisUrl, keyPrefix, waitMs: 200 }),
        ],
        controllers: [CountersController],
        providers: [{ provide: COUNTERS, useValue: counters }],
      });
    });
    afterAll(() => impatient?.close());

    it('answers the repeat 409 IDEMPOTENCY_IN_PROGRESS, and the first one still completes once', async () => {
      const key = randomUUID();
      const url = `${impatient.url}/counters/slow/increments`;
      const headers = { ...asha, 'idempotency-key': key };
      const first = send(url, { json: { by: 1, delayMs: 1_000 }, headers });
      await sleep(100);
      const repeat = send(url, { json: { by: 1, delayMs: 1_000 }, headers });
      // Whichever claimed the key first runs for 1 s; the other gives up waiting after 200 ms.
      const answers = await Promise.all([first, repeat]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)?.body).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
      expect(await valueOf('slow')).toBe(1);
    });
  });
});
