import { type AnyQueueDefinition } from './queue-definition';

export interface JobsModuleOptions {
  /** Redis URL (`redis://host:port[/db]` or `rediss://…`). The module opens and closes its own connections. */
  connection: string;
  /** Every queue this app works on. Each declared job needs exactly one `@JobHandler` in the app. */
  queues: readonly AnyQueueDefinition[];
  /** BullMQ key prefix; default `bull`. */
  prefix?: string;
}

export const JOBS_MODULE_OPTIONS = Symbol('JOBS_MODULE_OPTIONS');

/** Refuses options that cannot work, naming each problem. */
export function validateJobsOptions(options: JobsModuleOptions): JobsModuleOptions {
  const problems: string[] = [];
  let url: URL | undefined;
  try {
    url = new URL(options.connection);
  } catch {
    problems.push(`connection must be a Redis URL (redis://host:port), got ${JSON.stringify(options.connection)}`);
  }
  if (url && url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    problems.push(`connection must use redis:// or rediss://, got ${url.protocol}//`);
  }
  if (!Array.isArray(options.queues)) problems.push('queues must be an array of defineQueue(...) results');
  if (options.prefix !== undefined && (options.prefix.length === 0 || options.prefix.includes(':'))) {
    problems.push('prefix must be non-empty and must not contain ":"');
  }
  if (problems.length > 0) throw new Error(`JobsModule options are invalid:\n  - ${problems.join('\n  - ')}`);
  return options;
}
