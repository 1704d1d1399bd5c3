import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { defineRoute, INTERNAL } from '@trio/contracts/http/route';
import { PROBLEM_CONTENT_TYPE } from '@trio/contracts/problem';
import { uniqueName } from '@trio/service-kit/testing/unique';
import mongoose from 'mongoose';
import { z } from 'zod';
import { addressesToEnv, resolveAddresses } from '../../../infra/local/addresses';
import { serviceConfigSchema, type Env } from '../src/config';
import { createKafka } from '../src/events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EventStreamRoute, openEventStream, PublicInternal } from '../src/http';
import { defineFeature, defineService } from '../src/service';
import { createLogCapture, deleteTopicsWithPrefix } from '../src/testing';
import { send } from './http-support';

/*
 * Issue 23: a service bounds the requests it works on at once. A real service (defineService, its own database,
 * Kafka, Redis) with a slow route whose handlers wait until the test lets them go, and a quick route.
 */

/** The slow route's handlers: the ids started, and the gate they wait behind. */
const slow = {
  started: [] as string[],
  open: undefined as (() => void) | undefined,
  gate: Promise.resolve(),
  close() {
    this.gate = new Promise<void>((resolve) => (this.open = resolve));
  },
};

/** A route answering with server-sent events: it stays open until its reader or the service ends it. */
const ticks = defineRoute({
  method: 'GET',
  path: '/ticks/:id',
  access: INTERNAL,
  summary: 'Ticks',
  tags: [],
  answer: { status: 200, mediaType: 'text/event-stream' },
});

@Controller()
class BusyController {
  @EventStreamRoute(ticks)
  @PublicInternal()
  ticks(@Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    openEventStream(request, reply).send({ event: 'tick', id: 1, data: id });
  }

  @Get('slow/:id')
  @PublicInternal()
  async slow(@Param('id') id: string) {
    slow.started.push(id);
    await slow.gate;
    return { id };
  }

  @Get('quick/:id')
  @PublicInternal()
  quick(@Param('id') id: string) {
    return { id };
  }
}

const busy = defineService({
  name: 'busy',
  config: z.object({ ...serviceConfigSchema('busy', 0).shape }),
  publishes: [],
  features: [defineFeature({ controllers: [BusyController] })],
});

const WAIT_MS = 1_500;
const topicPrefix = `${uniqueName('overload').toLowerCase()}.`;
const env: Env = {
  ...addressesToEnv(resolveAddresses()),
  SERVICE_NAME: 'busy',
  PORT: '0',
  LOG_LEVEL: 'info',
  MONGO_DB: uniqueName('busy_it').replace(/[^A-Za-z0-9_]/g, '_'),
  INTERNAL_IDENTITY_SECRET: 'overload-test-secret-0123456789abcdef',
  EVENTS_TOPIC_PREFIX: topicPrefix,
  // Two of the slow route at once (of four), three waiting, for at most 1.5 s.
  OVERLOAD_MAX_IN_FLIGHT: '4',
  OVERLOAD_MAX_IN_FLIGHT_PER_ROUTE: '2',
  OVERLOAD_MAX_QUEUE_PER_ROUTE: '3',
  OVERLOAD_MAX_QUEUE_WAIT_MS: String(WAIT_MS),
};
const logs = createLogCapture();
let service: Awaited<ReturnType<typeof busy.start>> | undefined;

beforeAll(async () => {
  service = await busy.start({ env, shutdownHooks: false, logDestination: logs.destination });
});

afterAll(async () => {
  slow.open?.();
  await service?.close();
  service = undefined;
  const db = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
  await db.dropDatabase();
  await db.close();
  await deleteTopicsWithPrefix(createKafka('overload-cleanup', env.KAFKA_BROKERS!.split(',')), topicPrefix);
});

beforeEach(() => {
  slow.started.length = 0;
  slow.close();
});
// Each case starts on an idle service: whatever an earlier case left running or queued has finished.
afterEach(async () => {
  slow.open?.();
  if (!service) return; // the last case closed it
  await until(
    async () => (await gauge('http_requests_in_flight')) === 0 && (await gauge('http_requests_queued')) === 0,
  );
});

/** A timed GET. */
async function timed(path: string, init: { signal?: AbortSignal } = {}) {
  const started = performance.now();
  const response = await fetch(`${service!.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, ms: performance.now() - started };
}

/** Resolves when `check` holds, polling every 20 ms (at most 5 s). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The value of a metric's series for the slow route on /metrics (of the given shed reason, for the shed counter). */
async function gauge(name: string, reason?: 'queue-full' | 'wait-exceeded'): Promise<number> {
  const text = await (await fetch(`${service!.url}/metrics`)).text();
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${name}{`) &&
        l.includes('route="GET /slow/:id"') &&
        (reason === undefined || l.includes(`reason="${reason}"`)),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('a service under more requests than it takes at once', () => {
  it('answers the excess at once with 503 OVERLOADED problem+json and retry-after, and the rest in turn', async () => {
    const shedBefore = await gauge('http_requests_shed_total', 'queue-full');
    const burst = Array.from({ length: 10 }, (_, i) => timed(`/slow/b${i}`));
    await until(() => slow.started.length === 2);
    await until(async () => (await gauge('http_requests_queued')) === 3);
    // Five are refused while no handler can finish: two run, three wait, the queue is full.
    const refused = await Promise.all(burst.slice(5));
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(JSON.parse(answer.text)).toMatchObject({
        code: 'OVERLOADED',
        status: 503,
        retryAfterSeconds: 2,
        instance: expect.stringMatching(/^\/slow\/b\d$/),
        detail: expect.stringContaining('busy service'),
      });
    }
    // Refused at once for a full queue (not after waiting out their budget), while the gate was still shut.
    expect((await gauge('http_requests_shed_total', 'queue-full')) - shedBefore).toBe(5);
    expect(await gauge('http_requests_shed_total', 'wait-exceeded')).toBe(0);

    slow.open!();
    const served = await Promise.all(burst.slice(0, 5));
    expect(served.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(slow.started.sort()).toEqual(['b0', 'b1', 'b2', 'b3', 'b4']);
  });

  it('refuses a waiter that cannot start within its wait budget when the budget is up', async () => {
    const running = [timed('/slow/r0'), timed('/slow/r1')];
    await until(() => slow.started.length === 2);
    const expiredBefore = await gauge('http_requests_shed_total', 'wait-exceeded');
    const waiting = await timed('/slow/w0');
    expect(waiting.status).toBe(503);
    expect(JSON.parse(waiting.text)).toMatchObject({ code: 'OVERLOADED' });
    // It waited out its budget (a timer never fires early), and was refused for that reason.
    expect(waiting.ms).toBeGreaterThanOrEqual(WAIT_MS - 50);
    // ... and was answered when it ran out, not whenever a slot freed (none frees here): a generous bound for a busy CI.
    expect(waiting.ms).toBeLessThan(WAIT_MS * 3);
    expect((await gauge('http_requests_shed_total', 'wait-exceeded')) - expiredBefore).toBe(1);
    expect(slow.started).not.toContain('w0');
    slow.open!();
    expect((await Promise.all(running)).map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('answers another route, the health probes and the metrics at once while one route is saturated', async () => {
    const burst = Array.from({ length: 8 }, (_, i) => timed(`/slow/s${i}`));
    await until(() => slow.started.length === 2);
    const quick = await timed('/quick/q1');
    expect(quick.status).toBe(200);
    expect(JSON.parse(quick.text)).toEqual({ id: 'q1' });
    for (const path of ['/health/live', '/health/ready', '/metrics']) {
      expect((await send(`${service!.url}${path}`)).status).toBe(200);
    }
    const scrape = await (await fetch(`${service!.url}/metrics`)).text();
    expect(scrape).toMatch(/http_requests_shed_total\{[^}]*route="GET \/slow\/:id",reason="queue-full"[^}]*\} [1-9]/);
    slow.open!();
    await Promise.all(burst);
  });

  it('drops a queued request whose client went away: its handler never runs, and the queue moves on', async () => {
    const running = [timed('/slow/d0'), timed('/slow/d1')];
    await until(() => slow.started.length === 2);
    const client = new AbortController();
    const abandoned = timed('/slow/gone', { signal: client.signal }).catch((err: Error) => err);
    const after = timed('/slow/after');
    await until(async () => (await gauge('http_requests_queued')) === 2);
    client.abort();
    expect(await abandoned).toMatchObject({ name: 'AbortError' });
    await until(async () => (await gauge('http_requests_queued')) === 1);
    await logs.waitFor((line) => line.msg === 'request dropped: the client went away while it waited');

    slow.open!();
    expect((await Promise.all([...running, after])).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(slow.started).toEqual(['d0', 'd1', 'after']);
  });

  it('keeps counting a request whose client left while its handler ran, until the handler has answered', async () => {
    const client = new AbortController();
    const left = timed('/slow/left', { signal: client.signal }).catch((err: Error) => err);
    await until(() => slow.started.includes('left'));
    client.abort();
    await left;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await gauge('http_requests_in_flight')).toBe(1);
    slow.open!();
    await until(async () => (await gauge('http_requests_in_flight')) === 0);
  });

  it('does not count event streams: more stay open than it takes requests at once, the rest answer, and closing ends them', async () => {
    const streams = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const client = new AbortController();
        const response = await fetch(`${service!.url}/ticks/t${i}`, { signal: client.signal });
        const reader = response.body!.getReader();
        let text = '';
        while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
        return { response, text, reader, client };
      }),
    );
    for (const [i, stream] of streams.entries()) {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.text).toBe(`event: tick\nid: 1\ndata: t${i}\n\n`);
    }
    // Eight streams open on a service that works on four requests at once: none of them holds a permit.
    expect((await timed('/quick/q2')).status).toBe(200);
    const scrape = await (await fetch(`${service!.url}/metrics`)).text();
    expect(scrape).not.toMatch(/http_requests_in_flight\{[^}]*route="GET \/ticks\/:id"[^}]*\} [1-9]/);

    // Closing the service ends its streams (they do not hold the HTTP server open): each reader sees the end.
    const running = service!;
    service = undefined;
    await running.close();
    for (const stream of streams) {
      let done = false;
      while (!done) done = (await stream.reader.read()).done;
    }
  });
});
