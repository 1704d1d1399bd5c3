import { type DynamicModule, Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { Kafka } from 'kafkajs';
import { EVENTS_KAFKA, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options';
import { deadLetterTopicFor } from '@trio/contracts/topics';
import { createKafka, ensureTopics } from './kafka';
import { OutboxRelay } from './outbox.relay';
import { OutboxWriter } from './outbox.writer';

/**
 * The publishing side: OutboxWriter for request handlers, OutboxRelay to publish. Creates the topics
 * this app publishes to (and its dead-letter topic) at start-up. The consuming side is the
 * KafkaEventsTransport, connected with `app.connectMicroservice({ strategy })`.
 */
@Global()
@Module({})
export class EventsModule implements OnModuleInit {
  constructor(
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
    @Inject(EVENTS_KAFKA) private readonly kafka: Kafka,
  ) {}

  static forRoot(options: EventsModuleOptions): DynamicModule {
    return {
      module: EventsModule,
      providers: [
        { provide: EVENTS_OPTIONS, useValue: options },
        { provide: EVENTS_KAFKA, useFactory: () => createKafka(`${options.service}-producer`, options.brokers) },
        OutboxRelay,
        OutboxWriter,
      ],
      exports: [EVENTS_OPTIONS, EVENTS_KAFKA, OutboxRelay, OutboxWriter],
    };
  }

  async onModuleInit(): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const prefix = this.options.topicPrefix ?? '';
      await ensureTopics(
        admin,
        (this.options.topics ?? []).map((topic) => prefix + topic),
      );
      await ensureTopics(admin, [prefix + deadLetterTopicFor(this.options.service)], { numPartitions: 1 });
    } finally {
      await admin.disconnect();
    }
  }
}
