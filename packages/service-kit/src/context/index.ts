import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request context that follows one piece of work through HTTP handlers, Kafka consumers and jobs:
 * the correlation id (and the id of what caused the current work). Logging, the outbox, the job queue
 * and outgoing HTTP read it from here; nothing passes it by hand.
 */
export interface WorkContext {
  correlationId: string;
  /** The event id or request id that caused the current work, when there is one. */
  causationId?: string;
}

/** HTTP header that carries the correlation id in and out of every app. */
export const CORRELATION_HEADER = 'x-correlation-id';
/** Kafka header names (lower-case, like HTTP). */
export const KAFKA_CORRELATION_HEADER = 'x-correlation-id';
export const KAFKA_CAUSATION_HEADER = 'x-causation-id';

const storage = new AsyncLocalStorage<WorkContext>();

export function runInContext<T>(context: WorkContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentContext(): WorkContext | undefined {
  return storage.getStore();
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

export function newCorrelationId(): string {
  return randomUUID();
}

/** A correlation id taken from outside (a header) is accepted only when it is short and plain. */
export function acceptableCorrelationId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(value);
}
