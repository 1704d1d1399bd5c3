export const EVENTS_OPTIONS = Symbol('EVENTS_OPTIONS');
export const EVENTS_KAFKA = Symbol('EVENTS_KAFKA');

export interface EventsModuleOptions {
  /** The service's name: the events' `source`, the consumer group id and the dead-letter topic prefix. */
  service: string;
  brokers: string[];
  /** Topics this app publishes to; created at start-up when missing. */
  topics?: string[];
  /** The least pause between the relay's sweeps for events a crash left behind (ms). Default 5 000. */
  sweepIntervalMs?: number;
  /**
   * Prefix of every topic name this app publishes to, consumes and dead-letters to (default none). Lets several
   * stacks share one Kafka without seeing each other's events (end-to-end tests); production leaves it empty.
   */
  topicPrefix?: string;
  /** How long a relay may hold a document's outbox before another may take over (ms). Default 30 000. */
  claimLeaseMs?: number;
}
