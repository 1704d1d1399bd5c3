import { Injectable } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { defineQueue, JobHandler, JobQueue, type JobRun, JobsModule } from '@trio/service-kit/jobs';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { resolveAddresses } from '../../../infra/local/addresses';

const redisUrl = resolveAddresses().redisUrl;

const Reminders = defineQueue(uniqueName('jobs-reminders'), {
  jobs: ['sweep-overdue-rent'] as const,
}).withData<{ 'sweep-overdue-rent': { region: string } }>();

@Injectable()
class SweepJobs {
  readonly runs: Array<{ data: unknown; correlationId: string; id: string }> = [];

  @JobHandler(Reminders, 'sweep-overdue-rent')
  sweep(data: { region: string }, run: JobRun): void {
    this.runs.push({ data, correlationId: run.correlationId, id: run.id });
  }
}

describe('jobs: schedules (BullMQ job schedulers) on the real Redis', () => {
  const inspector = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const raw = new Queue(Reminders.name, { connection: inspector });
  let replicas: TestingModule[] = [];

  beforeAll(async () => {
    // Two replicas of the same app, as in production.
    replicas = await Promise.all(
      [1, 2].map(async () => {
        const app = await Test.createTestingModule({
          imports: [
            JobsModule.forRootAsync({ useFactory: async () => ({ connection: redisUrl, queues: [Reminders] }) }),
          ],
          providers: [SweepJobs],
        }).compile();
        await app.init();
        return app;
      }),
    );
  });

  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
    await raw.obliterate({ force: true });
    await raw.close();
    await inspector.quit();
  });

  it('leaves exactly one scheduler however many times and replicas upsert it; the last upsert wins', async () => {
    const [a, b] = replicas.map((app) => app.get(JobQueue)) as [JobQueue, JobQueue];
    await Promise.all([
      a.upsertSchedule(Reminders, 'overdue-sweep', { pattern: '0 3 * * *' }, 'sweep-overdue-rent', { region: 'in' }),
      b.upsertSchedule(Reminders, 'overdue-sweep', { pattern: '0 3 * * *' }, 'sweep-overdue-rent', { region: 'in' }),
    ]);
    await a.upsertSchedule(
      Reminders,
      'overdue-sweep',
      { pattern: '30 4 * * *', tz: 'Asia/Kolkata' },
      'sweep-overdue-rent',
      {
        region: 'in-south',
      },
    );

    const schedulers = await raw.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({
      key: 'overdue-sweep',
      name: 'sweep-overdue-rent',
      pattern: '30 4 * * *',
      tz: 'Asia/Kolkata',
      template: { data: { region: 'in-south' } },
    });
    expect(await raw.getDelayedCount()).toBe(1);

    expect(await b.removeSchedule(Reminders, 'overdue-sweep')).toBe(true);
    expect(await raw.getJobSchedulersCount()).toBe(0);
    expect(await a.removeSchedule(Reminders, 'overdue-sweep')).toBe(false);
  });

  it('runs the scheduled job with its data, each run in a correlation of its own, on one replica per run', async () => {
    const jobs = replicas[0]!.get(JobQueue);
    await jobs.upsertSchedule(Reminders, 'fast-sweep', { every: 250 }, 'sweep-overdue-rent', { region: 'test' });

    const runs = () => replicas.flatMap((app) => app.get(SweepJobs).runs);
    for (let i = 0; i < 200 && runs().length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await jobs.removeSchedule(Reminders, 'fast-sweep')).toBe(true);

    const [first, second] = runs();
    expect(first?.data).toEqual({ region: 'test' });
    expect(second?.data).toEqual({ region: 'test' });
    expect(first?.correlationId).not.toBe(second?.correlationId);
    expect(new Set(runs().map((r) => r.id)).size).toBe(runs().length);
  });

  it('refuses a schedule without a pattern or a positive interval, or with a bad id', async () => {
    const jobs = replicas[0]!.get(JobQueue);
    await expect(
      jobs.upsertSchedule(Reminders, 'bad', { every: 0 }, 'sweep-overdue-rent', { region: 'x' }),
    ).rejects.toThrow(/give \{ pattern/);
    await expect(
      jobs.upsertSchedule(Reminders, 'a:b', { every: 1000 }, 'sweep-overdue-rent', { region: 'x' }),
    ).rejects.toThrow(/schedulerId "a:b"/);
    expect(await raw.getJobSchedulersCount()).toBe(0);
  });
});
