import { type DefaultJobOptions } from 'bullmq';

/** Job data is a plain object: the kit adds its reserved `_meta` field beside the caller's fields. */
export type JobPayload = object;

/** Data type of jobs declared without {@link QueueDefinition.withData}. */
export type UntypedJobData = Record<string, unknown>;

/** Per-queue defaults for every job added to it; merged over the kit's defaults (see job-options.ts). */
export type QueueJobDefaults = Pick<
  DefaultJobOptions,
  'attempts' | 'backoff' | 'removeOnComplete' | 'removeOnFail' | 'priority' | 'delay'
>;

/**
 * A queue and its jobs, declared once as a constant and used everywhere else by reference: handlers, enqueueing,
 * schedules and the start-up check all read the names from here.
 */
export interface QueueDefinition<
  Name extends string = string,
  Data extends Record<string, JobPayload> = Record<string, JobPayload>,
> {
  readonly name: Name;
  readonly jobs: ReadonlyArray<keyof Data & string>;
  readonly defaultJobOptions: QueueJobDefaults;
  /** How many jobs of this queue one app processes at the same time. */
  readonly concurrency: number;
  /**
   * Types the data of each job; the keys must be exactly the declared job names. Returns the same definition
   * (nothing changes at run time).
   */
  withData<
    D extends Record<keyof Data & string, JobPayload> & Record<Exclude<keyof D, keyof Data>, never>,
  >(): QueueDefinition<Name, D>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- "any queue" must accept every data map
export type AnyQueueDefinition = QueueDefinition<string, any>;

export type JobName<Q extends AnyQueueDefinition> =
  Q extends QueueDefinition<string, infer D> ? keyof D & string : never;

export type JobData<Q extends AnyQueueDefinition, N extends JobName<Q>> =
  Q extends QueueDefinition<string, infer D> ? D[N] : never;

export interface DefineQueueOptions<J extends string> {
  jobs: readonly J[];
  defaultJobOptions?: QueueJobDefaults;
  /** Default 1. */
  concurrency?: number;
}

/** Queue and job names: letters, digits, `.`, `_`, `-`; never `:` (BullMQ uses it in its Redis keys). */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * ```ts
 * export const EmailQueue = defineQueue('notifications-email', {
 *   jobs: ['send-welcome-email', 'send-rent-reminder'] as const,
 * }).withData<{ 'send-welcome-email': { userId: string }; 'send-rent-reminder': RentReminder }>();
 * ```
 * Throws on a bad or repeated name, so a mistake fails when the module is loaded.
 */
export function defineQueue<Name extends string, J extends string>(
  name: Name,
  options: DefineQueueOptions<J>,
): QueueDefinition<Name, Record<J, UntypedJobData>> {
  if (!NAME.test(name)) {
    throw new Error(`defineQueue: queue name "${name}" may only hold letters, digits, ".", "_" and "-"`);
  }
  if (options.jobs.length === 0) throw new Error(`defineQueue("${name}"): declare at least one job`);
  const seen = new Set<string>();
  for (const job of options.jobs) {
    if (!NAME.test(job)) {
      throw new Error(`defineQueue("${name}"): job name "${job}" may only hold letters, digits, ".", "_" and "-"`);
    }
    if (seen.has(job)) throw new Error(`defineQueue("${name}"): job "${job}" is declared twice`);
    seen.add(job);
  }
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`defineQueue("${name}"): concurrency must be a positive integer`);
  }
  const definition: QueueDefinition<Name, Record<J, UntypedJobData>> = {
    name,
    jobs: Object.freeze([...options.jobs]),
    defaultJobOptions: Object.freeze({ ...options.defaultJobOptions }),
    concurrency,
    withData() {
      // Only the type changes; the cast is the whole point of this method.
      return definition as unknown as never;
    },
  };
  return Object.freeze(definition);
}
