import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { type BackoffOptions, type JobsOptions, Queue } from 'bullmq';
import { currentContext, newCorrelationId } from '../context';
import { type AppMetrics } from '../metrics/app-metrics';
import { APP_METRICS } from '../metrics/metrics.module';
import { assertValidJobId } from './job-id';
import { assertJobData, attachMeta } from './job-meta';
import { queueJobOptions } from './job-options';
import { JOBS_MODULE_OPTIONS, type JobsModuleOptions } from './jobs-options';
import { JobsRedis } from './jobs-redis';
import { type AnyQueueDefinition, type JobData, type JobName } from './queue-definition';

export interface EnqueueOptions {
  /** Required and deterministic (build it with `jobId(...)`): a second enqueue with the same id is ignored. */
  jobId: string;
  /** Milliseconds to wait before the job may run. */
  delay?: number;
  priority?: number;
  /** Override the queue's attempts/backoff for this job. */
  attempts?: number;
  backoff?: number | BackoffOptions;
  /** What caused this job (an event id); defaults to the causation id of the current context. */
  causationId?: string;
}

export interface EnqueuedJob {
  queue: string;
  name: string;
  id: string;
}

/** When a schedule fires: a cron pattern (optionally in a time zone) or a fixed interval in milliseconds. */
export type ScheduleRepeat = { pattern: string; tz?: string } | { every: number };

/**
 * Adds jobs and manages schedules on the queues registered in `JobsModule`. Inject it anywhere.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly registered = new Map<string, AnyQueueDefinition>();
  private readonly queues = new Map<string, Queue>();

  constructor(
    @Inject(JOBS_MODULE_OPTIONS) private readonly options: JobsModuleOptions,
    private readonly redis: JobsRedis,
    @Optional() @Inject(APP_METRICS) metrics?: AppMetrics,
  ) {
    for (const queue of options.queues) this.registered.set(queue.name, queue);
    metrics?.gauge({
      name: 'bullmq_queue_jobs',
      help: "Jobs in each of this app's BullMQ queues, by queue and state (waiting, active, delayed, prioritized, failed).",
      labelNames: ['queue', 'state'] as const,
      collect: async () =>
        (await this.depths()).map(({ queue, state, jobs }) => ({ labels: { queue, state }, value: jobs })),
    });
  }

  /** How many jobs each registered queue holds, by state (asked of Redis when called: each scrape). */
  async depths(): Promise<Array<{ queue: string; state: string; jobs: number }>> {
    const states = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;
    const depths: Array<{ queue: string; state: string; jobs: number }> = [];
    for (const definition of this.registered.values()) {
      const counts = await this.queueFor(definition).getJobCounts(...states);
      for (const state of states) depths.push({ queue: definition.name, state, jobs: counts[state] ?? 0 });
    }
    return depths;
  }

  /**
   * Adds a job. The current correlation id (a fresh one outside any context) and causation id are stored in the
   * job's data under `_meta`; the handler runs inside that context. A job whose id already exists (waiting,
   * running, failed, or completed within the retention window) is not added again.
   */
  async enqueue<Q extends AnyQueueDefinition, N extends JobName<Q>>(
    queue: Q,
    jobName: N,
    data: JobData<Q, N>,
    options: EnqueueOptions,
  ): Promise<EnqueuedJob> {
    const bullQueue = this.queueFor(queue, jobName);
    const { data: stored, opts } = this.prepare(data, options);
    const job = await bullQueue.add(jobName, stored, opts);
    return { queue: queue.name, name: jobName, id: job.id ?? options.jobId };
  }

  /**
   * Adds many jobs of one name in one round trip to Redis (BullMQ's addBulk), each as `enqueue` adds it: its own
   * deterministic id (one that exists already is not added again), the current correlation and causation ids.
   */
  async enqueueMany<Q extends AnyQueueDefinition, N extends JobName<Q>>(
    queue: Q,
    jobName: N,
    jobs: readonly { data: JobData<Q, N>; options: EnqueueOptions }[],
  ): Promise<EnqueuedJob[]> {
    const bullQueue = this.queueFor(queue, jobName);
    const prepared = jobs.map(({ data, options }) => ({ name: jobName, ...this.prepare(data, options) }));
    const added = await bullQueue.addBulk(prepared);
    return added.map((job, i) => ({ queue: queue.name, name: jobName, id: job.id ?? jobs[i]!.options.jobId }));
  }

  private prepare(data: object, options: EnqueueOptions): { data: object; opts: JobsOptions } {
    assertValidJobId(options?.jobId);
    const context = currentContext();
    const causationId = options.causationId ?? context?.causationId;
    const stored = attachMeta(data, {
      correlationId: context?.correlationId ?? newCorrelationId(),
      ...(causationId !== undefined ? { causationId } : {}),
    });
    const jobOptions: JobsOptions = { jobId: options.jobId };
    // Only options that were given: an explicit undefined would wipe the queue's default.
    if (options.delay !== undefined) jobOptions.delay = options.delay;
    if (options.priority !== undefined) jobOptions.priority = options.priority;
    if (options.attempts !== undefined) jobOptions.attempts = options.attempts;
    if (options.backoff !== undefined) jobOptions.backoff = options.backoff;
    return { data: stored, opts: jobOptions };
  }

  /**
   * Creates or replaces the schedule `schedulerId` (a BullMQ job scheduler): every replica may call this at
   * start-up and one schedule remains. Each run is a job named `jobName` with `data`, and gets its own
   * correlation id.
   */
  async upsertSchedule<Q extends AnyQueueDefinition, N extends JobName<Q>>(
    queue: Q,
    schedulerId: string,
    repeat: ScheduleRepeat,
    jobName: N,
    data: JobData<Q, N>,
  ): Promise<void> {
    const bullQueue = this.queueFor(queue, jobName);
    assertValidSchedulerId(schedulerId);
    assertJobData(data);
    await bullQueue.upsertJobScheduler(schedulerId, repeatOptions(repeat), { name: jobName, data });
  }

  /** Removes the schedule; true when it existed. Jobs it already added are left alone. */
  async removeSchedule(queue: AnyQueueDefinition, schedulerId: string): Promise<boolean> {
    return this.queueFor(queue).removeJobScheduler(schedulerId);
  }

  async onApplicationShutdown(): Promise<void> {
    const queues = [...this.queues.values()];
    this.queues.clear();
    await Promise.all(queues.map((queue) => queue.close()));
    await this.redis.close();
  }

  private queueFor(definition: AnyQueueDefinition, jobName?: string): Queue {
    const registered = this.registered.get(definition?.name);
    if (!registered) {
      throw new Error(`Queue "${definition?.name}" is not registered in JobsModule.forRoot({ queues })`);
    }
    if (jobName !== undefined && !registered.jobs.includes(jobName)) {
      throw new Error(`Queue "${registered.name}" does not declare job "${jobName}"`);
    }
    let queue = this.queues.get(registered.name);
    if (!queue) {
      queue = new Queue(registered.name, {
        connection: this.redis.producer(),
        defaultJobOptions: queueJobOptions(registered.defaultJobOptions),
        ...(this.options.prefix !== undefined ? { prefix: this.options.prefix } : {}),
      });
      queue.on('error', (error: Error) => this.logger.error(`Queue ${registered.name}: ${error.message}`));
      this.queues.set(registered.name, queue);
    }
    return queue;
  }
}

function repeatOptions(repeat: ScheduleRepeat): { pattern: string; tz?: string } | { every: number } {
  if ('pattern' in repeat && typeof repeat.pattern === 'string' && repeat.pattern.trim() !== '') {
    return repeat.tz !== undefined ? { pattern: repeat.pattern, tz: repeat.tz } : { pattern: repeat.pattern };
  }
  if ('every' in repeat && Number.isInteger(repeat.every) && repeat.every > 0) return { every: repeat.every };
  throw new Error('upsertSchedule: give { pattern: "<cron>" } or { every: <milliseconds, a positive integer> }');
}

function assertValidSchedulerId(id: string): void {
  if (typeof id !== 'string' || !/^[^\s:]+$/.test(id)) {
    throw new Error(`upsertSchedule: schedulerId "${id}" must be non-empty and contain no ":" or whitespace`);
  }
}
