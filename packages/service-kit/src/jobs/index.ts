export { defineQueue } from './queue-definition';
export type {
  AnyQueueDefinition,
  DefineQueueOptions,
  JobData,
  JobName,
  JobPayload,
  QueueDefinition,
  QueueJobDefaults,
} from './queue-definition';
export { jobId, JOB_ID_SEPARATOR } from './job-id';
export { JobHandler } from './job-handler.decorator';
export type { JobRun } from './job-handler.decorator';
export { JobsModule } from './jobs.module';
export type { JobsModuleAsyncOptions } from './jobs.module';
export type { JobsModuleOptions } from './jobs-options';
export { JobQueue } from './job-queue';
export type { EnqueueOptions, EnqueuedJob, ScheduleRepeat } from './job-queue';
export { checkJobHandlers, JobHandlersError } from './handler-check';
export type { DeclaredQueue, FoundHandler, HandlerProblem } from './handler-check';
export { JOB_META_FIELD } from './job-meta';
export type { JobMeta } from './job-meta';
export { KIT_JOB_DEFAULTS } from './job-options';
