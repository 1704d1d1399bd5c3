import 'reflect-metadata';
import { type Job } from 'bullmq';
import { type AnyQueueDefinition, type JobData, type JobName } from './queue-definition';

/** Second argument of every handler: which job is running and where it came from. */
export interface JobRun {
  queue: string;
  name: string;
  id: string;
  /** Attempts already made before this one (0 on the first run). */
  attemptsMade: number;
  correlationId: string;
  causationId?: string;
  /** The BullMQ job, for what the kit does not wrap (progress, logs). */
  job: Job;
}

export type JobHandlerFn<D> = (data: D, run: JobRun) => unknown;

export interface JobHandlerMark {
  queue: string;
  jobName: string;
}

export const JOB_HANDLER_METADATA = 'trio:jobs:handler';

/**
 * Marks a provider method as the one handler of a declared job. The method receives the job's data (without the
 * reserved `_meta` field) and a {@link JobRun}; it runs inside the correlation context of the code that enqueued
 * the job. Throwing fails the attempt (retried per the queue's options); `UnrecoverableError` from bullmq fails
 * it for good.
 *
 * ```ts
 * @JobHandler(EmailQueue, 'send-welcome-email')
 * async sendWelcome(data: { userId: string }, run: JobRun) { ... }
 * ```
 */
export function JobHandler<Q extends AnyQueueDefinition, N extends JobName<Q>>(queue: Q, jobName: N) {
  return <F extends JobHandlerFn<JobData<Q, N>>>(
    _target: object,
    _key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    const method = descriptor.value;
    if (typeof method !== 'function') throw new Error('@JobHandler goes on a method');
    const marks: JobHandlerMark[] = [...handlerMarks(method), { queue: queue.name, jobName }];
    Reflect.defineMetadata(JOB_HANDLER_METADATA, marks, method);
  };
}

export function handlerMarks(method: unknown): JobHandlerMark[] {
  if (typeof method !== 'function') return [];
  const marks: unknown = Reflect.getMetadata(JOB_HANDLER_METADATA, method);
  return Array.isArray(marks) ? (marks as JobHandlerMark[]) : [];
}
