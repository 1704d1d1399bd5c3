import { z } from 'zod';

/**
 * Event types are `<service>.<aggregate>.<past-tense-fact>.v<N>`, lower-case words joined by hyphens,
 * e.g. `properties.listing-request.approved.v1`. The topic is the first two parts.
 */
export const eventTypePattern = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.v[1-9][0-9]*$/;

export interface EventTypeParts {
  service: string;
  aggregate: string;
  fact: string;
  version: number;
}

export function parseEventType(type: string): EventTypeParts {
  if (!eventTypePattern.test(type)) {
    throw new Error(`"${type}" is not an event type (<service>.<aggregate>.<past-tense-fact>.v<N>)`);
  }
  const [service, aggregate, fact, version] = type.split('.') as [string, string, string, string];
  return { service, aggregate, fact, version: Number(version.slice(1)) };
}

/** The topic an event type is published on: `<service>.<aggregate>`. */
export function topicOfEventType(type: string): string {
  const { service, aggregate } = parseEventType(type);
  return `${service}.${aggregate}`;
}

/** The envelope every event travels in; `data` is checked by the event's own schema. */
export const envelopeSchema = z.object({
  /** uuid; consumers dedupe on it. */
  id: z.uuid(),
  type: z.string().regex(eventTypePattern),
  /** The service that published it. */
  source: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  /** Also the Kafka message key, so one aggregate's events stay in order. */
  aggregateId: z.string().min(1),
  /** 1 for the aggregate's first event, then +1 for each event. */
  aggregateVersion: z.number().int().positive(),
  correlationId: z.string().min(1),
  /** The id of the event or request that caused this one. */
  causationId: z.string().min(1).optional(),
  data: z.unknown(),
});

export type EventEnvelope<TData = unknown, TType extends string = string> = Omit<
  z.infer<typeof envelopeSchema>,
  'data' | 'type'
> & { type: TType; data: TData };

/** An event declared once: its type name and the schema of its data. */
export interface EventDefinition<TType extends string = string, TData extends z.ZodType = z.ZodType> {
  type: TType;
  topic: string;
  data: TData;
  /** The whole envelope with `type` fixed to this event and `data` checked by its schema. */
  envelope: z.ZodType<EventEnvelope<z.infer<TData>, TType>>;
}

export function defineEvent<TType extends string, TData extends z.ZodType>(
  type: TType,
  data: TData,
): EventDefinition<TType, TData> {
  const topic = topicOfEventType(type);
  const envelope = envelopeSchema.extend({ type: z.literal(type), data }) as unknown as z.ZodType<
    EventEnvelope<z.infer<TData>, TType>
  >;
  return { type, topic, data, envelope };
}

export type EventData<E extends EventDefinition> = z.infer<E['data']>;
export type EventOf<E extends EventDefinition> = EventEnvelope<EventData<E>, E['type']>;
