import { Global, Injectable, Module } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { APP_CONFIG } from '@trio/service-kit/config';
import { defineQueue, JobHandler, JobQueue, jobId, JobsModule } from '@trio/service-kit/jobs';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { resolveAddresses } from '../../../infra/local/addresses';

const redisUrl = resolveAddresses().redisUrl;
/** The app's shutdown budget here: the workers wait at most half of it for running jobs. */
const SHUTDOWN_TIMEOUT_MS = 2_000;

const Slow = defineQueue(uniqueName('jobs-slow'), { jobs: ['slow'] as const }).withData<{
  slow: { ms: number };
}>();

@Injectable()
class SlowJobs {
  readonly started: string[] = [];
  readonly finished: string[] = [];

  @JobHandler(Slow, 'slow')
  async run(data: { ms: number }, run: { id: string }): Promise<void> {
    this.started.push(run.id);
    await new Promise((resolve) => setTimeout(resolve, data.ms));
    this.finished.push(run.id);
  }
}

@Global()
@Module({ providers: [{ provide: APP_CONFIG, useValue: { SHUTDOWN_TIMEOUT_MS } }], exports: [APP_CONFIG] })
class BudgetModule {}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('jobs: closing the workers', () => {
  const inspector = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const raw = new Queue(Slow.name, { connection: inspector });

  async function started(): Promise<{ app: TestingModule; jobs: SlowJobs }> {
    const app = await Test.createTestingModule({
      imports: [BudgetModule, JobsModule.forRoot({ connection: redisUrl, queues: [Slow] })],
      providers: [SlowJobs],
    }).compile();
    await app.init();
    return { app, jobs: app.get(SlowJobs) };
  }

  afterAll(async () => {
    await raw.obliterate({ force: true });
    await raw.close();
    await inspector.quit();
  });

  it('lets a running job finish before the app closes', async () => {
    const { app, jobs } = await started();
    const id = jobId('slow', uniqueName('short'));
    await app.get(JobQueue).enqueue(Slow, 'slow', { ms: 300 }, { jobId: id });
    await until(() => jobs.started.includes(id));

    await app.close();

    expect(jobs.finished).toContain(id);
    expect(await raw.getJobState(id)).toBe('completed');
  });

  it('stops waiting for a job after half the shutdown budget, leaving it to run again', async () => {
    const { app, jobs } = await started();
    const id = jobId('slow', uniqueName('long'));
    await app.get(JobQueue).enqueue(Slow, 'slow', { ms: 5_000 }, { jobId: id });
    await until(() => jobs.started.includes(id));

    const closingAt = Date.now();
    await app.close();

    expect(Date.now() - closingAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(jobs.finished).not.toContain(id);
    expect(await raw.getJobState(id)).toBe('active'); // until its lock lapses and a worker takes it again
  });
});
