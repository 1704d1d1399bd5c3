import { type WorkContext } from '../context';

/** Reserved field of every job's data: where the work that enqueued the job came from. */
export const JOB_META_FIELD = '_meta';

export interface JobMeta {
  correlationId: string;
  causationId?: string;
}

/** Job data must be a plain object without the reserved field. */
export function assertJobData(data: unknown): asserts data is object {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('Job data must be a plain object');
  }
  if (Object.prototype.hasOwnProperty.call(data, JOB_META_FIELD)) {
    throw new Error(`Job data must not have a "${JOB_META_FIELD}" field: the job queue reserves it`);
  }
}

export function attachMeta(data: object, meta: JobMeta): Record<string, unknown> {
  assertJobData(data);
  const stored: JobMeta = { correlationId: meta.correlationId };
  if (meta.causationId !== undefined) stored.causationId = meta.causationId;
  return { ...data, [JOB_META_FIELD]: stored };
}

/** Splits stored job data into the handler's data and the meta (absent on jobs not added through the kit). */
export function detachMeta(stored: unknown): { data: Record<string, unknown>; meta: JobMeta | undefined } {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return { data: {}, meta: undefined };
  const { [JOB_META_FIELD]: raw, ...data } = stored as Record<string, unknown>;
  return { data, meta: isJobMeta(raw) ? raw : undefined };
}

function isJobMeta(value: unknown): value is JobMeta {
  if (value === null || typeof value !== 'object') return false;
  const { correlationId, causationId } = value as Record<string, unknown>;
  return (
    typeof correlationId === 'string' &&
    correlationId.length > 0 &&
    (causationId === undefined || typeof causationId === 'string')
  );
}

/** The context a handler runs in: the enqueuer's correlation, or a fresh one for jobs without meta. */
export function contextFor(meta: JobMeta | undefined, freshId: () => string): WorkContext {
  const context: WorkContext = { correlationId: meta?.correlationId ?? freshId() };
  if (meta?.causationId !== undefined) context.causationId = meta.causationId;
  return context;
}
