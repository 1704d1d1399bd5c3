import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Logger as PinoLogger } from 'pino';
import { APP_CONFIG, DEFAULT_SHUTDOWN_TIMEOUT_MS } from '../config';
import { LOGGER } from '../logging/tokens';
import { settleWithin } from '../shutdown/settle-within';
import { newCorrelationId, runInContext } from '../context';
import { assertJobHandlers, type FoundHandler } from './handler-check';
import { handlerMarks, type JobRun } from './job-handler.decorator';
import { queueJobOptions } from './job-options';
import { contextFor, detachMeta } from './job-meta';
import { JOBS_MODULE_OPTIONS, type JobsModuleOptions } from './jobs-options';
import { JobQueue } from './job-queue';
import { JobsRedis } from './jobs-redis';
import { type AnyQueueDefinition } from './queue-definition';

interface BoundHandler extends FoundHandler {
  call: (data: Record<string, unknown>, run: JobRun) => unknown;
}

/**
 * At application bootstrap: finds every `@JobHandler` method, refuses to start unless each declared job has
 * exactly one handler (see handler-check.ts), then starts one BullMQ Worker per queue that dispatches by job name.
 * The workers stop when the module is destroyed: no new jobs, running ones finish within half the app's shutdown
 * budget (SHUTDOWN_TIMEOUT_MS), and none of it waits on Redis.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly workers: Worker[] = [];
  /** Job runs under way in this process: `queue/job id`. */
  private readonly running = new Map<Promise<unknown>, string>();

  constructor(
    @Inject(JOBS_MODULE_OPTIONS) private readonly options: JobsModuleOptions,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly redis: JobsRedis,
    private readonly queue: JobQueue,
    @Optional() @Inject(LOGGER) private readonly pino?: PinoLogger,
    @Optional() @Inject(APP_CONFIG) private readonly config?: { SHUTDOWN_TIMEOUT_MS?: number },
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.discoverHandlers();
    try {
      assertJobHandlers(this.options.queues, handlers);
    } catch (error) {
      // Nest cannot close an app whose init failed, so release what other providers' hooks may have opened.
      await this.queue.onApplicationShutdown();
      throw error;
    }
    for (const queue of this.options.queues) {
      const byName = new Map(handlers.filter((h) => h.queue === queue.name).map((h) => [h.jobName, h] as const));
      this.workers.push(this.startWorker(queue, byName));
    }
  }

  /**
   * Takes no new job, lets the running ones finish (for at most half the shutdown budget), then closes the workers.
   *
   * BullMQ's own graceful close (`worker.close()`) is not used: it disconnects the worker's blocking connection and
   * waits for that connection's 'end' event, which ioredis never emits for a connection that is reconnecting, so with
   * Redis gone the close waited for ever (and with it the app's exit). Here the running jobs are waited for by the
   * kit, which starts them, and the close is forced (no wait on Redis). A job still running at the end of the wait
   * is left: its lock lapses and a worker runs it again (a stall, allowed as often as the job has attempts).
   * Known BullMQ 5 race: a worker closed within milliseconds of starting (before its first stalled-jobs check returns)
   * leaves its stalled-check timer (`stalledInterval`, 30 s) behind; the kit's shutdown exits the process anyway.
   */
  async onModuleDestroy(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((worker) => worker.pause(true))); // stops fetching; waits for nothing
    const drainMs = (this.config?.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS) / 2;
    const drained = await settleWithin(Promise.allSettled([...this.running.keys()]), drainMs);
    if (!drained) {
      this.logger.warn(
        `Jobs still running after ${drainMs} ms, left to run again elsewhere: ${[...this.running.values()].join(', ')}`,
      );
    }
    await Promise.all(workers.map((worker) => worker.close(true)));
  }

  private discoverHandlers(): BoundHandler[] {
    const found: BoundHandler[] = [];
    const seen = new Set<object>();
    for (const wrapper of [...this.discovery.getProviders(), ...this.discovery.getControllers()]) {
      const singleton = wrapper.isDependencyTreeStatic() && !wrapper.isTransient;
      if (!singleton) {
        // No single instance to call: name any handler it declares, so the check can refuse it.
        const type = !wrapper.inject && typeof wrapper.metatype === 'function' ? wrapper.metatype : undefined;
        const prototype: unknown = type?.prototype;
        if (!prototype || typeof prototype !== 'object') continue;
        for (const method of this.scanner.getAllMethodNames(prototype)) {
          for (const mark of handlerMarks((prototype as Record<string, unknown>)[method])) {
            found.push({ ...mark, owner: `${type?.name ?? 'anonymous'}.${method}`, singleton: false, call: () => {} });
          }
        }
        continue;
      }
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || seen.has(instance)) continue;
      seen.add(instance);
      const target = instance as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const fn = target[method];
        for (const mark of handlerMarks(fn)) {
          found.push({
            ...mark,
            owner: `${instance.constructor.name}.${method}`,
            call: (data, run) => (fn as BoundHandler['call']).call(instance, data, run),
          });
        }
      }
    }
    return found;
  }

  private startWorker(queue: AnyQueueDefinition, handlers: ReadonlyMap<string, BoundHandler>): Worker {
    const worker = new Worker(
      queue.name,
      (job: Job) => this.track(`${queue.name}/${job.id}`, this.process(queue, handlers, job)),
      {
        connection: this.redis.worker(),
        concurrency: queue.concurrency,
        // A job "stalls" when the process running it dies (SIGKILL, out of memory, a deploy) and its lock lapses: BullMQ
        // puts it back up to maxStalledCount times (default 1) and then fails it for good, unsent. A crash is not the
        // job's fault and every handler is safe to run again, so a job may stall as often as it may fail.
        maxStalledCount: queueJobOptions(queue.defaultJobOptions).attempts ?? 1,
        ...(this.options.prefix !== undefined ? { prefix: this.options.prefix } : {}),
      },
    );
    worker.on('error', (error: Error) => this.logger.error(`Worker ${queue.name}: ${error.message}`));
    worker.on('failed', (job: Job | undefined, error: Error) => {
      if (!job) return;
      const attempts = job.opts.attempts ?? 1;
      const final = job.attemptsMade >= attempts || error instanceof UnrecoverableError;
      this.logger.warn(
        `Job ${queue.name}/${job.name} ${job.id} failed (attempt ${job.attemptsMade} of ${attempts}` +
          `${final ? ', giving up; kept in the failed set' : ', will retry'}): ${error.message}`,
      );
    });
    return worker;
  }

  private track<T>(what: string, run: Promise<T>): Promise<T> {
    this.running.set(run, what);
    void run.then(
      () => this.running.delete(run),
      () => this.running.delete(run),
    );
    return run;
  }

  private async process(queue: AnyQueueDefinition, handlers: ReadonlyMap<string, BoundHandler>, job: Job) {
    const handler = handlers.get(job.name);
    if (!handler) {
      // A job added by hand or by another version of the app: retrying cannot help.
      throw new UnrecoverableError(`Queue "${queue.name}" has no job "${job.name}" and so no handler for it`);
    }
    const { data, meta } = detachMeta(job.data);
    const context = contextFor(meta, newCorrelationId);
    const run: JobRun = {
      queue: queue.name,
      name: job.name,
      id: job.id ?? '',
      attemptsMade: job.attemptsMade,
      correlationId: context.correlationId,
      ...(context.causationId !== undefined ? { causationId: context.causationId } : {}),
      job,
    };
    return runInContext(context, async () => {
      // A line per run, in the enqueuer's correlation context: `npm run ops -- trace` shows the job on it.
      const about = { queue: queue.name, job: job.name, jobId: run.id, attempt: job.attemptsMade + 1 };
      const startedAt = performance.now();
      try {
        const result: unknown = await handler.call(data, run);
        this.pino?.info({ ...about, durationMs: Math.round(performance.now() - startedAt) }, 'job completed');
        return result;
      } catch (error) {
        this.pino?.warn(
          { ...about, durationMs: Math.round(performance.now() - startedAt), error: (error as Error).message },
          'job failed',
        );
        throw error;
      }
    });
  }
}
