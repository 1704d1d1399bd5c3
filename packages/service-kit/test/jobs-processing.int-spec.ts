import { Injectable } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { currentContext, currentCorrelationId, runInContext } from '@trio/service-kit/context';
import { defineQueue, JobHandler, JobQueue, jobId, type JobRun, JobsModule } from '@trio/service-kit/jobs';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { resolveAddresses } from '../../../infra/local/addresses';

const redisUrl = resolveAddresses().redisUrl;

const Greetings = defineQueue(uniqueName('jobs-greetings'), {
  jobs: ['greet', 'greet-with-defaults'] as const,
}).withData<{ greet: { name: string }; 'greet-with-defaults': { name: string } }>();

const Flaky = defineQueue(uniqueName('jobs-flaky'), {
  jobs: ['always-fails'] as const,
  defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 100 } },
}).withData<{ 'always-fails': { leaseId: string } }>();

interface Seen {
  data: unknown;
  run: Omit<JobRun, 'job'>;
  contextCorrelationId: string | undefined;
  contextCausationId: string | undefined;
}

@Injectable()
class GreetingJobs {
  readonly seen: Seen[] = [];

  @JobHandler(Greetings, 'greet')
  async greet(data: { name: string }, run: JobRun): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, 5)); // the context must survive an await
    const { job: _job, ...rest } = run;
    this.seen.push({
      data,
      run: rest,
      contextCorrelationId: currentCorrelationId(),
      contextCausationId: currentContext()?.causationId,
    });
    return `hello ${data.name}`;
  }

  @JobHandler(Greetings, 'greet-with-defaults')
  greetWithDefaults(): void {}
}

@Injectable()
class FlakyJobs {
  readonly attemptsAt: number[] = [];

  @JobHandler(Flaky, 'always-fails')
  fail(data: { leaseId: string }): never {
    this.attemptsAt.push(Date.now());
    throw new Error(`payment gateway down for ${data.leaseId}`);
  }
}

async function eventually(check: () => void | Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs: processing on the real Redis', () => {
  let app: TestingModule;
  let jobs: JobQueue;
  let greetings: GreetingJobs;
  let flaky: FlakyJobs;
  // The test's own view of Redis, independent of the module under test.
  const inspector = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const rawGreetings = new Queue(Greetings.name, { connection: inspector });
  const rawFlaky = new Queue(Flaky.name, { connection: inspector });

  beforeAll(async () => {
    app = await Test.createTestingModule({
      imports: [JobsModule.forRoot({ connection: redisUrl, queues: [Greetings, Flaky] })],
      providers: [GreetingJobs, FlakyJobs],
    }).compile();
    await app.init();
    jobs = app.get(JobQueue);
    greetings = app.get(GreetingJobs);
    flaky = app.get(FlakyJobs);
  });

  afterAll(async () => {
    await app?.close();
    for (const queue of [rawGreetings, rawFlaky]) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await inspector.quit();
  });

  beforeEach(() => {
    greetings.seen.length = 0;
  });

  it('processes an enqueued job once, and the handler sees its data without _meta', async () => {
    const id = jobId('greet', 'asha');
    const enqueued = await jobs.enqueue(Greetings, 'greet', { name: 'Asha' }, { jobId: id });
    expect(enqueued).toEqual({ queue: Greetings.name, name: 'greet', id });

    await eventually(async () => expect(await rawGreetings.getJobState(id)).toBe('completed'));
    await pause(300);
    expect(greetings.seen).toHaveLength(1);
    expect(greetings.seen[0]?.data).toEqual({ name: 'Asha' });
    expect(greetings.seen[0]?.run).toMatchObject({ queue: Greetings.name, name: 'greet', id, attemptsMade: 0 });
    expect((await rawGreetings.getJob(id))?.returnvalue).toBe('hello Asha');
  });

  it('runs a job once when the same deterministic jobId is enqueued again, before and after it ran', async () => {
    const id = jobId('greet', 'lease-7', '2026-12-01');
    const first = await jobs.enqueue(Greetings, 'greet', { name: 'first' }, { jobId: id });
    const [second, third] = await Promise.all([
      jobs.enqueue(Greetings, 'greet', { name: 'second' }, { jobId: id }),
      jobs.enqueue(Greetings, 'greet', { name: 'third' }, { jobId: id }),
    ]);
    expect([second.id, third.id]).toEqual([first.id, first.id]);

    await eventually(async () => expect(await rawGreetings.getJobState(id)).toBe('completed'));
    await jobs.enqueue(Greetings, 'greet', { name: 'after completion' }, { jobId: id });
    await pause(500);

    expect(greetings.seen.map((s) => s.data)).toEqual([{ name: 'first' }]);
    expect(await rawGreetings.getJobCounts('waiting', 'delayed', 'active')).toMatchObject({
      waiting: 0,
      delayed: 0,
      active: 0,
    });
  });

  it('carries the correlation id of the enqueuing context into the stored job data and the handler context', async () => {
    const correlationId = uniqueName('corr');
    const id = jobId('greet', 'correlated');
    await runInContext({ correlationId, causationId: 'evt-42' }, () =>
      jobs.enqueue(Greetings, 'greet', { name: 'Ravi' }, { jobId: id }),
    );

    const stored = await rawGreetings.getJob(id);
    expect(stored?.data).toEqual({ name: 'Ravi', _meta: { correlationId, causationId: 'evt-42' } });

    await eventually(() => expect(greetings.seen).toHaveLength(1));
    const seen = greetings.seen[0];
    expect(seen?.contextCorrelationId).toBe(correlationId);
    expect(seen?.contextCausationId).toBe('evt-42');
    expect(seen?.run.correlationId).toBe(correlationId);
    expect(seen?.run.causationId).toBe('evt-42');
    expect(seen?.data).toEqual({ name: 'Ravi' });
  });

  it('gives a job enqueued outside any context a fresh correlation id, stored and seen alike', async () => {
    const id = jobId('greet', 'uncorrelated');
    await jobs.enqueue(Greetings, 'greet', { name: 'Meera' }, { jobId: id });
    const stored = (await rawGreetings.getJob(id))?.data as { _meta?: { correlationId?: string } };
    expect(stored._meta?.correlationId).toMatch(/^[0-9a-f-]{36}$/);

    await eventually(() => expect(greetings.seen).toHaveLength(1));
    expect(greetings.seen[0]?.contextCorrelationId).toBe(stored._meta?.correlationId);
  });

  it('stores the kit defaults on a job: exponential retries, failed kept, completed trimmed', async () => {
    const id = jobId('greet-with-defaults', 'one');
    await jobs.enqueue(Greetings, 'greet-with-defaults', { name: 'x' }, { jobId: id });
    const job = await rawGreetings.getJob(id);
    expect(job?.opts).toMatchObject({
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnFail: false,
      removeOnComplete: { age: 7 * 24 * 60 * 60, count: 10_000 },
    });
  });

  it('retries a failing job with the queue backoff, then keeps it in the failed set', async () => {
    const id = jobId('always-fails', 'lease-9');
    await jobs.enqueue(Flaky, 'always-fails', { leaseId: 'lease-9' }, { jobId: id });

    await eventually(async () => expect(await rawFlaky.getJobState(id)).toBe('failed'));
    expect(flaky.attemptsAt).toHaveLength(3);
    const [a, b, c] = flaky.attemptsAt as [number, number, number];
    // Exponential from 100 ms: about 100 ms, then 200 ms (a little slack for timers).
    expect(b - a).toBeGreaterThanOrEqual(90);
    expect(c - b).toBeGreaterThanOrEqual(190);

    const failed = await rawFlaky.getJob(id);
    expect(failed?.attemptsMade).toBe(3);
    expect(failed?.failedReason).toBe('payment gateway down for lease-9');
    await pause(300);
    expect(flaky.attemptsAt).toHaveLength(3);
    expect((await rawFlaky.getFailed()).map((job) => job.id)).toEqual([id]);
  });

  it('fails a job whose name the queue does not declare at once, without retries', async () => {
    await rawFlaky.add('not-declared', { x: 1 }, { jobId: 'stray|1', attempts: 5 });
    await eventually(async () => expect(await rawFlaky.getJobState('stray|1')).toBe('failed'));
    const stray = await rawFlaky.getJob('stray|1');
    expect(stray?.attemptsMade).toBe(1);
    expect(stray?.failedReason).toContain('has no job "not-declared"');
  });

  it('refuses an enqueue without a usable jobId, or onto an unregistered queue or job', async () => {
    await expect(jobs.enqueue(Greetings, 'greet', { name: 'x' }, {} as { jobId: string })).rejects.toThrow(
      /jobId is required/,
    );
    await expect(jobs.enqueue(Greetings, 'greet', { name: 'x' }, { jobId: 'a:b:c' })).rejects.toThrow(/":"/);
    const Elsewhere = defineQueue(uniqueName('jobs-elsewhere'), { jobs: ['x'] as const });
    await expect(jobs.enqueue(Elsewhere, 'x', {}, { jobId: 'x|1' })).rejects.toThrow(/is not registered/);
    await expect(jobs.enqueue(Greetings, 'nope' as 'greet', { name: 'x' }, { jobId: 'x|1' })).rejects.toThrow(
      /does not declare job "nope"/,
    );
    expect(await rawGreetings.getJob('x|1')).toBeUndefined();
  });
});
