export { EventErrorFilter } from './event-error.filter';
export { EventsModule } from './events.module';
export { EVENTS_KAFKA, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options';
export {
  connectEventsTransport,
  DeadLetterHeader,
  KafkaEventContext,
  KafkaEventsTransport,
  type DeadLetterReason,
  type EventParser,
  type EventsTransportOptions,
} from './events.transport';
export { addressCopyFields, personCopyFields } from './copy-fields';
export { createKafka, ensureTopics } from './kafka';
export { EVENT_ID_HEADER, EVENT_TYPE_HEADER, OutboxPublishError, OutboxRelay, outboxMessage } from './outbox.relay';
export type { OutboxBacklog, PendingEntry } from './outbox.backlog';
export { withOutbox, type OutboxEntry, type OutboxFields } from './outbox.schema';
export { ConcurrentWriteError, draft, OutboxWriter, type AggregateWrite, type EventDraft } from './outbox.writer';
export { applyIfNewer, patchIfNewer, type ProjectionOutcome } from './projection';
export {
  defineCopy,
  patchFrom,
  upsertFrom,
  type Copy,
  type CopyChange,
  type CopyDeclaration,
  type CopyRule,
} from './copy';
export { eventHandlersOf, inHandlingOrder, type EventHandlerCall, type HandlerExtras } from './handler-order';
export { retryOnConcurrentWrite, type RetryOnConcurrentWriteOptions } from './retry-on-concurrent-write';
export {
  catchUpThroughHandlers,
  catchUpTopics,
  type CatchUpOptions,
  type CatchUpThroughHandlersOptions,
} from './catch-up';
