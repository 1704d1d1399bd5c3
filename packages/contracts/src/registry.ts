import { type z } from 'zod';
import { envelopeSchema, type EventDefinition, type EventEnvelope, type EventOf } from './envelope';
import { applicationsEvents } from './events/applications';
import { maintenanceEvents } from './events/maintenance';
import { notificationsEvents } from './events/notifications';
import { paymentsEvents } from './events/payments';
import { propertiesEvents } from './events/properties';
import { usersEvents } from './events/users';

/*
 * Every event the system knows, by type. A consumer that reads raw Kafka messages calls `parseEvent` and switches
 * on `event.type`; TypeScript narrows `event.data` in each branch.
 */

type RegistryOf<D extends readonly EventDefinition[]> = { readonly [E in D[number] as E['type']]: E };

function buildRegistry<const D extends readonly EventDefinition[]>(definitions: D): RegistryOf<D> {
  const registry: Record<string, EventDefinition> = {};
  for (const definition of definitions) {
    if (registry[definition.type]) {
      throw new Error(`Event type "${definition.type}" is defined twice`);
    }
    registry[definition.type] = definition;
  }
  return Object.freeze(registry) as RegistryOf<D>;
}

export const eventRegistry = buildRegistry([
  ...usersEvents,
  ...propertiesEvents,
  ...applicationsEvents,
  ...paymentsEvents,
  ...maintenanceEvents,
  ...notificationsEvents,
]);

export type EventRegistry = typeof eventRegistry;
export type RegisteredEventType = keyof EventRegistry;
/** Any registered event, discriminated by `type`. */
export type RegisteredEvent = { [T in RegisteredEventType]: EventOf<EventRegistry[T]> }[RegisteredEventType];
/** The event of one registered type. */
export type RegisteredEventOf<T extends RegisteredEventType> = EventOf<EventRegistry[T]>;

export const registeredEventTypes = Object.freeze(Object.keys(eventRegistry)) as readonly RegisteredEventType[];

export function isKnownEventType(type: string): type is RegisteredEventType {
  return Object.prototype.hasOwnProperty.call(eventRegistry, type);
}

/** A problem found while parsing, with a path such as `data.address.pinCode` (empty for the message itself). */
export interface EventIssue {
  path: string;
  message: string;
  code: string;
}

export type ParseEventResult<E = RegisteredEvent> =
  { ok: true; event: E } | { ok: false; reason: 'unknown-type' | 'invalid'; issues: EventIssue[] };

/**
 * A parser for the given event definitions: checks a message (already JSON-decoded) against the envelope, then
 * against its type's own schema. Unknown keys are dropped rather than refused, so a producer may add an optional
 * field without breaking a consumer on the same version. `parseEvent` is this parser over the registry; tests and
 * benchmarks that declare events of their own build theirs the same way.
 */
export function createEventParser(
  definitions: readonly EventDefinition[],
): (raw: unknown) => ParseEventResult<EventEnvelope> {
  const byType = new Map(definitions.map((d) => [d.type, d]));
  return (raw) => {
    const envelope = envelopeSchema.safeParse(raw);
    if (!envelope.success) {
      return { ok: false, reason: 'invalid', issues: toEventIssues(envelope.error.issues) };
    }
    const { type } = envelope.data;
    const definition = byType.get(type);
    if (!definition) {
      return {
        ok: false,
        reason: 'unknown-type',
        issues: [{ path: 'type', message: `No event "${type}" is registered`, code: 'unknown_event_type' }],
      };
    }
    const parsed = definition.envelope.safeParse(raw);
    if (!parsed.success) {
      return { ok: false, reason: 'invalid', issues: toEventIssues(parsed.error.issues) };
    }
    return { ok: true, event: parsed.data as EventEnvelope };
  };
}

const parseRegisteredEvent = createEventParser(Object.values(eventRegistry));

/** Parses a message against the registry of every event the system knows. */
export function parseEvent(raw: unknown): ParseEventResult {
  return parseRegisteredEvent(raw) as ParseEventResult;
}

/** One line per issue, e.g. `data.rentPaise: Too small: expected number to be >=0`, for logs and DLQ headers. */
export function formatEventIssues(issues: readonly EventIssue[]): string {
  return issues.map((issue) => `${issue.path || '(message)'}: ${issue.message}`).join('; ');
}

function toEventIssues(issues: readonly z.core.$ZodIssue[]): EventIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
    code: issue.code,
  }));
}
