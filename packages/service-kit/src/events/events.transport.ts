import { Logger, type INestMicroservice } from '@nestjs/common';
import { BaseRpcContext, Server, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { topicOfEventType, type EventEnvelope } from '@trio/contracts/envelope';
import { formatEventIssues, type ParseEventResult } from '@trio/contracts/registry';
import type { Admin, Consumer, EachBatchPayload, IHeaders, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Logger as PinoLogger } from 'pino';
import { lastValueFrom } from 'rxjs';
import { acceptableCorrelationId, KAFKA_CORRELATION_HEADER, newCorrelationId, runInContext } from '../context';
import { LOGGER } from '../logging/tokens';
import { type AppMetrics } from '../metrics/app-metrics';
import { APP_METRICS } from '../metrics/metrics.module';
import { GracefulShutdown } from '../shutdown/graceful-shutdown';
import { settleWithin } from '../shutdown/settle-within';
import { EventErrorFilter } from './event-error.filter';
import { deadLetterTopicFor } from '@trio/contracts/topics';
import { inHandlingOrder, type HandlerExtras } from './handler-order';
import { createKafka, ensureTopics } from './kafka';

/** Parses a raw message into a known, valid event: `parseEvent` from @trio/contracts/registry in every app. */
export type EventParser = (raw: unknown) => ParseEventResult<EventEnvelope>;

export interface EventsTransportOptions {
  /** Consumer group id and dead-letter topic prefix: the consuming service's name. */
  service: string;
  brokers: string[];
  parse: EventParser;
  /** Attempts per message before it is dead-lettered (default 4), with exponential backoff between them. */
  attempts?: number;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /**
   * How many messages of a batch are handled at once (default 1: one after the other). Messages with the same key
   * (one aggregate's events) are always handled one at a time, in order; only different aggregates' events overlap.
   * Raise it only for a service whose handlers never share a document across aggregates.
   */
  concurrency?: number;
  /** Use a kafkajs client made elsewhere (tests, benchmarks). */
  kafka?: Kafka;
  /** Prefix of every topic name (see `EventsModuleOptions.topicPrefix`); the same on both sides. */
  topicPrefix?: string;
  /**
   * The app's logger: a line per handled, failed or dead-lettered event, in the event's correlation context, with
   * the event's type and id (`connectEventsTransport` takes the app's; without one, Nest's logger).
   */
  logger?: PinoLogger;
  /** The app's metrics: the consumer lag gauge (`connectEventsTransport` takes the app's when it has them). */
  metrics?: AppMetrics;
}

/**
 * How many partitions' batches one app handles at once, each partition's messages still in order. Two replicas give
 * the same overlap (each takes some of the partitions), so every handler is already safe with it; one at a time, a
 * slow topic (a burst of lease events after a restart) held back every other topic the app consumes.
 */
const PARTITIONS_AT_ONCE = 3;

/**
 * How long the kit's shutdown (SIGTERM/SIGINT, the process exits next) waits for kafkajs to leave the group and close
 * its connections once no batch of ours is under way: well under a second with a broker; with the broker gone kafkajs
 * retries for seconds, and nothing is left to commit. A plain `close()` (tests, apps sharing a process) waits it out.
 */
const LEAVE_WAIT_MS = 2_000;

type LogFields = Record<string, unknown>;
interface TransportLog {
  info(fields: LogFields, msg: string): void;
  warn(fields: LogFields, msg: string): void;
  error(fields: LogFields, msg: string): void;
}

/** Nest's logger, for a transport made without the app's pino logger. */
function nestTransportLog(): TransportLog {
  const nest = new Logger('KafkaEvents');
  return {
    info: (fields, msg) => nest.log({ ...fields, msg }),
    warn: (fields, msg) => nest.warn({ ...fields, msg }),
    error: (fields, msg) => nest.error({ ...fields, msg }),
  };
}

/** Headers a dead letter carries besides the original message's own. */
export const DeadLetterHeader = {
  originalTopic: 'x-original-topic',
  originalPartition: 'x-original-partition',
  originalOffset: 'x-original-offset',
  reason: 'x-dead-letter-reason',
  error: 'x-error',
  attempts: 'x-attempts',
  failedAt: 'x-failed-at',
} as const;

export type DeadLetterReason = 'handler-failed' | 'invalid-event' | 'not-json';

/** The context an @EventPattern handler can ask for with @Ctx(). */
export class KafkaEventContext extends BaseRpcContext<
  [topic: string, partition: number, offset: string, headers: IHeaders]
> {
  get topic(): string {
    return this.args[0];
  }
  get partition(): number {
    return this.args[1];
  }
  get offset(): string {
    return this.args[2];
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A Nest custom transport for our events on kafkajs. Handlers are declared the Nest way:
 * `@EventPattern('properties.property.listed.v1')` on a controller method receiving the parsed envelope.
 *
 * Why not Nest's built-in Kafka server: it commits offsets whatever the handler did, has no retry with
 * backoff and no dead-letter topic, and swallows an event handler's error. Here, per message:
 * parse with the contract schema; call the handler inside the message's correlation context; on an
 * error retry with exponential backoff; after the last attempt publish it to `<service>.dlq` with the
 * original topic, partition, offset and error in headers; then commit and go on with the next message.
 * Offsets are committed only after a message is handled or dead-lettered (at-least-once).
 */
export class KafkaEventsTransport extends Server implements CustomTransportStrategy {
  private readonly log: TransportLog;
  private readonly kafka: Kafka;
  private consumer?: Consumer;
  private producer?: Producer;
  private admin?: Promise<Admin>;
  private closing?: Promise<void>;
  /** Set by close(), cleared by a start: a consumer being replaced is not started again once the transport closed. */
  private closed = false;
  /** Batches being handled now. */
  private readonly batches = new Set<Promise<void>>();
  /** The partitions this member was given at its last join, by topic: the ones whose lag it reports. */
  private assignment: Record<string, number[]> = {};
  /** Every handler of each event type, in handling order (`inHandlingOrder`). */
  private readonly handlersByType = new Map<string, MessageHandler[]>();

  constructor(private readonly options: EventsTransportOptions) {
    super();
    this.kafka = options.kafka ?? createKafka(`${options.service}-consumer`, options.brokers);
    this.log = options.logger?.child({ context: 'KafkaEvents' }) ?? nestTransportLog();
    options.metrics?.gauge({
      name: 'kafka_consumer_lag',
      help:
        "Messages on a partition this consumer is assigned that its group has not committed yet (the partition's " +
        'end offset minus the committed offset), by topic and partition.',
      labelNames: ['topic', 'partition'] as const,
      collect: async () =>
        (await this.consumerLag()).map(({ topic, partition, lag }) => ({ labels: { topic, partition }, value: lag })),
    });
  }

  /**
   * The lag of every partition assigned to this member: end offset minus the group's committed offset (a partition
   * the group never committed counts from its first message). Asked of Kafka when called (each scrape).
   */
  async consumerLag(): Promise<Array<{ topic: string; partition: number; lag: number }>> {
    const topics = Object.keys(this.assignment).filter((topic) => (this.assignment[topic] ?? []).length > 0);
    if (!this.consumer || topics.length === 0) return [];
    this.admin ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      return admin;
    })();
    const admin = await this.admin.catch((err: unknown) => {
      this.admin = undefined;
      throw err;
    });
    const committed = await admin.fetchOffsets({ groupId: this.options.service, topics });
    const lags: Array<{ topic: string; partition: number; lag: number }> = [];
    for (const { topic, partitions } of committed) {
      const ends = await admin.fetchTopicOffsets(topic);
      for (const partition of this.assignment[topic] ?? []) {
        const end = ends.find((candidate) => candidate.partition === partition);
        if (!end) continue;
        const offset = Number(partitions.find((candidate) => candidate.partition === partition)?.offset ?? -1);
        const from = offset < 0 ? Number(end.low) : offset;
        lags.push({ topic, partition, lag: Math.max(0, Number(end.high) - from) });
      }
    }
    return lags;
  }

  /** The event types this app handles, from its @EventPattern declarations. */
  handledTypes(): string[] {
    return [...this.handlersByType.keys()];
  }

  /**
   * Nest registers each @EventPattern method here. Nest's own servers chain a second handler of the same event to
   * the first and run them at once; here they are kept in a list, in handling order, and run one after another.
   */
  override addHandler(
    pattern: unknown,
    callback: MessageHandler,
    isEventHandler = false,
    extras: Record<string, unknown> = {},
  ): void {
    const type = this.normalizePattern(pattern as string);
    callback.isEventHandler = isEventHandler;
    callback.extras = extras;
    this.handlersByType.set(type, inHandlingOrder([...(this.handlersByType.get(type) ?? []), callback]));
    if (!this.messageHandlers.has(type)) this.messageHandlers.set(type, callback);
  }

  /** The handlers of one event type, in the order they run. */
  handlersOf(type: string): readonly (MessageHandler & { extras?: HandlerExtras })[] {
    return this.handlersByType.get(type) ?? [];
  }

  async listen(callback: (err?: unknown) => void): Promise<void> {
    try {
      await this.start();
      callback();
    } catch (err) {
      callback(err);
    }
  }

  /**
   * Stops consuming (the message under way finishes and is committed), then leaves the group and disconnects, waiting
   * for that at most `leaveWaitMs` when given. Calls while one is under way join it: on SIGTERM the kit's shutdown
   * closes the transport first, and Nest again later.
   */
  close(options: { leaveWaitMs?: number } = {}): Promise<void> {
    this.closed = true;
    this.closing ??= this.disconnect(options.leaveWaitMs).finally(() => (this.closing = undefined));
    return this.closing;
  }

  private async disconnect(leaveWaitMs?: number): Promise<void> {
    const { consumer, producer, admin } = this;
    // Fetching stops at once; each batch under way finishes the message it is at and commits what it handled.
    const stopping = consumer?.disconnect();
    await Promise.allSettled([...this.batches]);
    const leaving = Promise.allSettled([
      stopping,
      producer?.disconnect(),
      admin?.then((connected) => connected.disconnect()),
    ]);
    if (leaveWaitMs === undefined) await leaving;
    else if (!(await settleWithin(leaving, leaveWaitMs))) {
      this.log.warn({ waitedMs: leaveWaitMs }, 'Kafka did not answer while closing; left without leaving the group');
    }
    this.consumer = undefined;
    this.producer = undefined;
    this.admin = undefined;
    this.assignment = {};
  }

  on(): void {
    // No transport-level events to subscribe to.
  }

  unwrap<T>(): T {
    return this.consumer as T;
  }

  private async start(): Promise<void> {
    this.closed = false;
    const prefix = this.options.topicPrefix ?? '';
    const topics = [...new Set(this.handledTypes().map((type) => prefix + topicOfEventType(type)))];
    const deadLetters = prefix + deadLetterTopicFor(this.options.service);
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      await ensureTopics(admin, topics);
      await ensureTopics(admin, [deadLetters], { numPartitions: 1 });
    } finally {
      await admin.disconnect();
    }
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
    await this.producer.connect();
    if (topics.length === 0) return;
    await this.startConsumer(topics);
  }

  private async startConsumer(topics: string[]): Promise<void> {
    const consumer = this.kafka.consumer({ groupId: this.options.service, allowAutoTopicCreation: false });
    this.consumer = consumer;
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
      this.assignment = payload.memberAssignment;
    });
    // kafkajs restarts a crashed consumer only after an error it counts as retriable; after any other (for example
    // "Failed to find group coordinator" while the broker restarts) the consumer stays stopped for good, and the
    // service would never handle another event. Such a consumer is replaced here.
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart && this.consumer === consumer && !this.closed)
        void this.replaceConsumer(consumer, topics, payload.error);
    });
    await consumer.connect();
    // A new group starts from the earliest event, so projections see the whole history.
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: PARTITIONS_AT_ONCE,
      eachBatch: (batch) => {
        const handling = this.handleBatch(batch);
        this.batches.add(handling);
        return handling.finally(() => this.batches.delete(handling));
      },
    });
  }

  /** A new consumer in place of one kafkajs gave up on, tried with backoff until it runs or the transport closes. */
  private async replaceConsumer(stopped: Consumer, topics: string[], error: Error): Promise<void> {
    this.log.error({ error: error.message }, 'the Kafka consumer stopped for good; starting a new one');
    this.assignment = {};
    await stopped.disconnect().catch(() => undefined);
    for (let attempt = 1; !this.closed; attempt++) {
      await sleep(this.backoff(attempt));
      if (this.closed) return;
      try {
        await this.startConsumer(topics);
        this.log.info({ attempt }, 'the new Kafka consumer runs');
        // Closed while it started: the close found the consumer before this one, so this one is stopped here.
        if (this.closed) await this.consumer?.disconnect().catch(() => undefined);
        return;
      } catch (err) {
        this.log.warn({ attempt, error: (err as Error).message }, 'the new Kafka consumer did not start; trying again');
        await this.consumer?.disconnect().catch(() => undefined);
      }
    }
  }

  /**
   * Handles a batch in order, 100 messages at a time; commits after each hundred, always an offset whose messages
   * were all handled or dead-lettered. A crash before the commit redelivers them: at-least-once, and handlers are
   * idempotent. Within a hundred, one message at a time, or with `concurrency` several keys at once (each key's
   * messages still in order).
   */
  private async handleBatch({ batch, resolveOffset, heartbeat, isRunning, isStale }: EachBatchPayload): Promise<void> {
    const { topic, partition } = batch;
    const concurrency = this.options.concurrency ?? 1;
    const handle = async (message: KafkaMessage) => {
      await this.handleMessage({ topic, partition, message, heartbeat });
      await heartbeat();
    };
    for (let from = 0; from < batch.messages.length; from += 100) {
      let slice = batch.messages.slice(from, from + 100);
      if (concurrency > 1) {
        if (!isRunning() || isStale()) break;
        await handleByKey(slice, concurrency, handle);
      } else {
        let handled = 0;
        for (const message of slice) {
          if (!isRunning() || isStale()) break;
          await handle(message);
          handled += 1;
        }
        slice = slice.slice(0, handled);
      }
      const last = slice[slice.length - 1];
      if (!last) break;
      resolveOffset(last.offset);
      await this.consumer!.commitOffsets([{ topic, partition, offset: (BigInt(last.offset) + 1n).toString() }]);
      if (slice.length < 100) break; // stopped early, or the batch's end
    }
  }

  private async handleMessage(payload: {
    topic: string;
    partition: number;
    message: KafkaMessage;
    heartbeat: () => Promise<void>;
  }): Promise<void> {
    const { topic, partition, message } = payload;

    let raw: unknown;
    try {
      raw = JSON.parse(message.value?.toString('utf8') ?? '');
    } catch (err) {
      await this.deadLetter(payload, 'not-json', err as Error, 0);
      return;
    }
    const parsed = this.options.parse(raw);
    if (!parsed.ok) {
      if (parsed.reason === 'unknown-type') {
        // A newer producer's event this service does not know yet: not ours to handle.
        this.log.warn({ topic, partition, offset: message.offset }, 'skipping an event of unknown type');
        return;
      }
      await this.deadLetter(payload, 'invalid-event', new Error(formatEventIssues(parsed.issues)), 0);
      return;
    }
    const event = parsed.event;
    const handlers = this.handlersOf(event.type);
    if (handlers.length === 0) return;

    const header = message.headers?.[KAFKA_CORRELATION_HEADER]?.toString();
    const correlationId = acceptableCorrelationId(header) ? header : (event.correlationId ?? newCorrelationId());
    const context = new KafkaEventContext([topic, partition, message.offset, message.headers ?? {}]);
    // What every line about this event says: `npm run ops -- trace` shows the event on each.
    const about = {
      event: event.type,
      eventId: event.id,
      aggregateId: event.aggregateId,
      topic,
      partition,
      offset: message.offset,
    };
    await runInContext({ correlationId, causationId: event.id }, async () => {
      const attempts = this.options.attempts ?? 4;
      let lastError: Error | undefined;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const startedAt = performance.now();
        try {
          // The service's handlers of this event one after another (the copy first): one retry unit.
          for (const handler of handlers) {
            await lastValueFrom(this.transformToObservable(await handler(event, context)), { defaultValue: undefined });
          }
          this.log.info({ ...about, attempt, durationMs: Math.round(performance.now() - startedAt) }, 'event handled');
          return;
        } catch (err) {
          lastError = err as Error;
          this.log.warn({ ...about, attempt, attempts, error: lastError.message }, 'event handler failed');
          if (attempt < attempts) {
            await sleep(this.backoff(attempt));
            await payload.heartbeat();
          }
        }
      }
      await this.deadLetter(payload, 'handler-failed', lastError!, attempts);
      this.log.error({ ...about, attempts, error: lastError!.message }, 'event dead-lettered');
    });
  }

  private backoff(attempt: number): number {
    const initial = this.options.initialBackoffMs ?? 200;
    const max = this.options.maxBackoffMs ?? 5_000;
    return Math.min(max, initial * 2 ** (attempt - 1));
  }

  private async deadLetter(
    payload: { topic: string; partition: number; message: KafkaMessage },
    reason: DeadLetterReason,
    error: Error,
    attempts: number,
  ): Promise<void> {
    const { topic, partition, message } = payload;
    await this.producer!.send({
      topic: (this.options.topicPrefix ?? '') + deadLetterTopicFor(this.options.service),
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            [DeadLetterHeader.originalTopic]: topic,
            [DeadLetterHeader.originalPartition]: String(partition),
            [DeadLetterHeader.originalOffset]: message.offset,
            [DeadLetterHeader.reason]: reason,
            [DeadLetterHeader.error]: `${error.name}: ${error.message}`.slice(0, 2_000),
            [DeadLetterHeader.attempts]: String(attempts),
            [DeadLetterHeader.failedAt]: new Date().toISOString(),
          },
        },
      ],
    });
  }
}

/**
 * Handles messages with at most `concurrency` under way, one key's messages one after the other in their order
 * (a key is an aggregate): each key's run of messages is one chain, and the chains share the slots.
 */
export async function handleByKey(
  messages: KafkaMessage[],
  concurrency: number,
  handle: (message: KafkaMessage) => Promise<void>,
): Promise<void> {
  const chains = new Map<string, KafkaMessage[]>();
  messages.forEach((message, i) => {
    // A message without a key has no order to keep with any other.
    const key = message.key ? `k:${message.key.toString('utf8')}` : `#${i}`;
    const chain = chains.get(key) ?? [];
    chain.push(message);
    chains.set(key, chain);
  });
  const waiting = [...chains.values()];
  let failed = false;
  const worker = async () => {
    for (let chain = waiting.shift(); chain && !failed; chain = waiting.shift()) {
      for (const message of chain) {
        if (failed) return;
        try {
          await handle(message);
        } catch (err) {
          failed = true;
          throw err;
        }
      }
    }
  };
  // After a failure nothing new starts, and the failure is reported once what was under way has finished (the
  // batch is then fetched again: nothing of it may still be running).
  const settled = await Promise.allSettled(Array.from({ length: Math.min(concurrency, waiting.length) }, worker));
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Connects the events transport to an app (hybrid HTTP + Kafka, or a standalone microservice) with the
 * error filter it needs. One way to wire consumers in every service:
 *
 *   connectEventsTransport(app, { service: 'users', brokers, parse: parseEvent });
 *   await app.startAllMicroservices();
 */
export function connectEventsTransport(
  app: {
    connectMicroservice: (options: { strategy: CustomTransportStrategy }) => INestMicroservice;
    get?: (token: symbol, options: { strict: boolean }) => unknown;
  },
  options: EventsTransportOptions,
): INestMicroservice {
  const fromApp = <T>(token: symbol): T | undefined => {
    try {
      return app.get?.(token, { strict: false }) as T | undefined;
    } catch {
      return undefined;
    }
  };
  const strategy = new KafkaEventsTransport({
    ...options,
    logger: options.logger ?? fromApp<PinoLogger>(LOGGER),
    metrics: options.metrics ?? fromApp<AppMetrics>(APP_METRICS),
  });
  const microservice = app.connectMicroservice({ strategy });
  microservice.useGlobalFilters(new EventErrorFilter());
  // On SIGTERM/SIGINT the consumer stops with the HTTP server, before the hooks close what its handlers use (Nest
  // itself closes it after them); the second close, Nest's, finds it closed.
  GracefulShutdown.of(app)?.stopFirst('kafka consumer', () => strategy.close({ leaveWaitMs: LEAVE_WAIT_MS }));
  return microservice;
}
