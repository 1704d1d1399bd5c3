import { randomUUID } from 'node:crypto';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { parseEvent, type ParseEventResult, type RegisteredEvent } from '@trio/contracts/registry';
import type { Logger as PinoLogger } from 'pino';
import { APP_CONFIG, type ServiceConfig } from '../config';
import { LOGGER } from '../logging/tokens';
import { eventHandlersOf } from './handler-order';
import { createKafka, topicsOnBroker } from './kafka';

export interface CatchUpOptions {
  /** Names the throw-away consumer group. */
  clientId: string;
  brokers: string[];
  /** Topic names as published (with the environment's prefix applied). */
  topics: readonly string[];
  /** Called once per registered event, in each partition's order (several partitions at once). */
  apply: (event: RegisteredEvent) => Promise<unknown>;
  /** Parses a message into a known event: `parseEvent` from @trio/contracts/registry unless told (tests). */
  parse?: (raw: unknown) => ParseEventResult<RegisteredEvent>;
}

/** How long a catch-up waits for a broker that does not answer yet (one just started, on a loaded machine). */
const BROKER_WAIT_MS = 60_000;

/** Partitions applied at once (as the events transport's consumer does): handlers are safe with it. */
const CATCH_UP_PARTITIONS_AT_ONCE = 3;

/**
 * Reads topics from their beginning up to where they end now, applying each event: for an operations command (a
 * seed) that needs a service's projections while the service itself is not running. A throw-away consumer group;
 * topics that do not exist yet are skipped. Resolves with the number of events applied.
 */
export async function catchUpTopics(options: CatchUpOptions): Promise<number> {
  const kafka = createKafka(options.clientId, options.brokers);
  const parse = options.parse ?? parseEvent;
  const admin = kafka.admin();
  const ends = new Map<string, number>();
  const present: string[] = [];
  await admin.connect();
  try {
    const existing = await topicsOnBroker(admin, Date.now() + BROKER_WAIT_MS);
    for (const topic of options.topics) {
      if (!existing.has(topic)) continue;
      present.push(topic);
      for (const offsets of await admin.fetchTopicOffsets(topic)) {
        if (Number(offsets.high) > Number(offsets.low)) ends.set(`${topic}#${offsets.partition}`, Number(offsets.high));
      }
    }
  } finally {
    await admin.disconnect();
  }
  if (ends.size === 0) return 0;

  const groupId = `${options.clientId}-${randomUUID()}`;
  const consumer = kafka.consumer({ groupId });
  let applied = 0;
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: present, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          // Partitions at once, as the running app's consumer takes them (each partition still in order): a seed's
          // catch-up over a large catalogue (100,000 property events) waited on one database round trip at a time.
          partitionsConsumedConcurrently: CATCH_UP_PARTITIONS_AT_ONCE,
          eachMessage: async ({ topic, partition, message }) => {
            const parsed = message.value ? parse(JSON.parse(message.value.toString('utf8'))) : undefined;
            if (parsed?.ok) {
              await options.apply(parsed.event);
              applied += 1;
            }
            const key = `${topic}#${partition}`;
            if (Number(message.offset) + 1 >= (ends.get(key) ?? 0)) ends.delete(key);
            if (ends.size === 0) resolve();
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
    const cleanup = kafka.admin();
    await cleanup.connect();
    await cleanup.deleteGroups([groupId]).catch(() => undefined);
    await cleanup.disconnect();
  }
  return applied;
}

/** The app's logger; an app without one (a test's) logs nothing. */
function loggerOf(app: INestApplicationContext): PinoLogger | undefined {
  try {
    return app.get<PinoLogger>(LOGGER, { strict: false });
  } catch {
    return undefined;
  }
}

export interface CatchUpThroughHandlersOptions {
  /** The topics to replay (names without the environment's prefix: `Topic.ApplicationsLease`). */
  topics: readonly string[];
  /** The service's event handler classes, in the order it declares them (`defineService`'s `eventHandlers`). */
  handlers: readonly Type[];
  /** Parses a message into a known event: `parseEvent` from @trio/contracts/registry unless told (tests). */
  parse?: (raw: unknown) => ParseEventResult<RegisteredEvent>;
}

/**
 * Replays topics from their beginning to their current end through the service's own handlers, in the same order
 * the consumer runs them (`inHandlingOrder`): the copies first, then the reactions. For an ops command (a seed) that
 * needs the copies while the service is not running; there is no second routing table. An event whose handlers
 * fail is logged and skipped (the running service's consumer retries and dead-letters it). Resolves with the number
 * of events handled.
 */
export async function catchUpThroughHandlers(
  app: INestApplicationContext,
  options: CatchUpThroughHandlersOptions,
): Promise<number> {
  const config = app.get<ServiceConfig>(APP_CONFIG);
  const logger = loggerOf(app);
  const handlers = eventHandlersOf(app, options.handlers);
  const prefix = config.EVENTS_TOPIC_PREFIX ?? '';
  return catchUpTopics({
    clientId: `${config.SERVICE_NAME}-catch-up`,
    brokers: config.KAFKA_BROKERS,
    topics: options.topics.map((topic) => prefix + topic),
    parse: options.parse,
    apply: async (event) => {
      try {
        for (const handler of handlers.get(event.type) ?? []) await handler.call(event);
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        logger?.warn({ event: event.type, eventId: event.id, error }, 'catch-up skipped an event its handlers refused');
      }
    },
  });
}
