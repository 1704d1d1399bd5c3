import { Queue, QueueEvents, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { resolveAddresses } from '../local/addresses';
import { uniqueName } from '@trio/service-kit/testing/unique';

describe('BullMQ (queues on the real Redis)', () => {
  const queueName = uniqueName('smoke-reminders');
  // BullMQ's blocking connections need maxRetriesPerRequest: null.
  const connection = new IORedis(resolveAddresses().redisUrl, { maxRetriesPerRequest: null });
  // Connections handed to BullMQ stay ours to close.
  const eventsConnection = connection.duplicate();
  const workerConnection = connection.duplicate();
  const queue = new Queue(queueName, { connection });
  const events = new QueueEvents(queueName, { connection: eventsConnection });
  const seen: unknown[] = [];
  const worker = new Worker(
    queueName,
    async (job) => {
      seen.push(job.data);
      return { sentTo: (job.data as { email: string }).email };
    },
    { connection: workerConnection },
  );

  afterAll(async () => {
    await worker.close();
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
    for (const c of [connection, eventsConnection, workerConnection]) c.disconnect();
  });

  it('processes a job and records its result; a second job with the same id collapses into the first', async () => {
    await events.waitUntilReady();
    const jobId = 'rent-reminder:lease-1:2026-12-01';
    const job = await queue.add('send-rent-reminder', { email: 'tenant@example.in' }, { jobId });
    const duplicate = await queue.add('send-rent-reminder', { email: 'someone-else@example.in' }, { jobId });
    expect(duplicate.id).toBe(job.id);

    const result = await job.waitUntilFinished(events, 15_000);
    expect(result).toEqual({ sentTo: 'tenant@example.in' });
    expect(seen).toEqual([{ email: 'tenant@example.in' }]);
    expect(await queue.getJobCounts('completed', 'waiting', 'failed')).toMatchObject({
      completed: 1,
      waiting: 0,
      failed: 0,
    });
  });
});
