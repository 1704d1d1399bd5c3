import { randomUUID } from 'node:crypto';
import { Controller, Inject, type INestMicroservice } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import type { EventEnvelope } from '@trio/contracts/envelope';
import { deadLetterTopicFor } from '@trio/contracts/topics';
import type { Producer } from 'kafkajs';
import { Schema, type Connection, type Model } from 'mongoose';
import {
  applyIfNewer,
  DeadLetterHeader,
  EventErrorFilter,
  KafkaEventsTransport,
  type ProjectionOutcome,
} from '../src/events';
import { uniqueName } from '../src/testing/unique';
import { collectMessages } from '../src/testing/wait-for-event';
import { brokers, connectMongo, deleteTopics, testEvents, testKafka, until } from './events-support';

const events = testEvents();
const STATE = Symbol('STATE');

interface ListingCard {
  _id: string;
  version: number;
  name: string;
  rentPaise: number;
}

/** What the handlers did, for the assertions. */
class ConsumerState {
  outcomes: ProjectionOutcome[] = [];
  failingCalls = 0;
  closed: string[] = [];
  constructor(readonly cards: Model<ListingCard>) {}
}

@Controller()
class ListingProjectionController {
  constructor(@Inject(STATE) private readonly state: ConsumerState) {}

  @EventPattern(events.rentChanged.type)
  async onRentChanged(@Payload() event: EventEnvelope<{ name: string; rentPaise: number }>): Promise<void> {
    const { name, rentPaise } = event.data;
    this.state.outcomes.push(
      await applyIfNewer(this.state.cards, event.aggregateId, event.aggregateVersion, { name, rentPaise }),
    );
  }

  @EventPattern(events.listingClosed.type)
  async onClosed(@Payload() event: EventEnvelope<{ reason: string }>): Promise<void> {
    if (event.data.reason === 'poison') {
      this.state.failingCalls++;
      throw new Error('cannot close a listing for reason "poison"');
    }
    this.state.closed.push(event.aggregateId);
  }
}

function envelope(type: string, aggregateId: string, aggregateVersion: number, data: unknown): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    source: events.service,
    occurredAt: new Date().toISOString(),
    aggregateId,
    aggregateVersion,
    correlationId: randomUUID(),
    data,
  };
}

describe('Kafka consumer transport (real Kafka and MongoDB wire server)', () => {
  const kafka = testKafka();
  let connection: Connection;
  let state: ConsumerState;
  let app: INestMicroservice;
  let producer: Producer;
  const publish = (event: EventEnvelope) =>
    producer.send({ topic: events.topic, messages: [{ key: event.aggregateId, value: JSON.stringify(event) }] });

  beforeAll(async () => {
    connection = await connectMongo();
    const cards = connection.model<ListingCard>(
      'ListingCard',
      new Schema<ListingCard>({ _id: String, version: Number, name: String, rentPaise: Number }, { versionKey: false }),
    );
    state = new ConsumerState(cards);
    const moduleRef = await Test.createTestingModule({
      controllers: [ListingProjectionController],
      providers: [{ provide: STATE, useValue: state }],
    }).compile();
    app = moduleRef.createNestMicroservice({
      strategy: new KafkaEventsTransport({
        service: events.service,
        brokers: brokers(),
        parse: events.parse,
        attempts: 3,
        initialBackoffMs: 50,
      }),
      logger: false,
    });
    app.useGlobalFilters(new EventErrorFilter());
    await app.listen();
    producer = kafka.producer();
    await producer.connect();
  });

  afterAll(async () => {
    await producer.disconnect();
    await app.close();
    await connection.dropDatabase();
    await connection.close();
    await deleteTopics([events.topic, deadLetterTopicFor(events.service)]);
  });

  it('changes a projection once when the same event is delivered three times', async () => {
    const id = uniqueName('card');
    const first = envelope(events.rentChanged.type, id, 1, { name: 'Sunny 2BHK', rentPaise: 2_500_000 });
    const before = state.outcomes.length;
    for (let i = 0; i < 3; i++) await publish(first);
    await until(() => state.outcomes.length >= before + 3, 'three deliveries');
    expect(state.outcomes.slice(before)).toEqual(['applied', 'stale', 'stale']);
    expect(await state.cards.findById(id).lean()).toEqual({
      _id: id,
      version: 1,
      name: 'Sunny 2BHK',
      rentPaise: 2_500_000,
    });
  });

  it('ignores an older version that arrives after a newer one', async () => {
    const id = uniqueName('card');
    const before = state.outcomes.length;
    await publish(envelope(events.rentChanged.type, id, 2, { name: 'Garden flat', rentPaise: 1_700_000 }));
    await publish(envelope(events.rentChanged.type, id, 1, { name: 'Garden flat', rentPaise: 1_800_000 }));
    await until(() => state.outcomes.length >= before + 2, 'both deliveries');
    expect(state.outcomes.slice(before)).toEqual(['applied', 'stale']);
    expect(await state.cards.findById(id).lean()).toMatchObject({ version: 2, rentPaise: 1_700_000 });
  });

  it('retries a failing handler, dead-letters the message with its origin, and goes on with the next one', async () => {
    const id = uniqueName('card');
    const poison = envelope(events.listingClosed.type, id, 1, { reason: 'poison' });
    const next = envelope(events.listingClosed.type, id, 2, { reason: 'let' });
    const callsBefore = state.failingCalls;
    // Same key, so the same partition: the second waits for the first.
    await publish(poison);
    await publish(next);

    await until(() => state.closed.includes(id), 'the next message to be handled');
    expect(state.failingCalls - callsBefore).toBe(3);

    const [dead] = await collectMessages(kafka, deadLetterTopicFor(events.service), {
      filter: (m) => (m.json as { id?: string } | undefined)?.id === poison.id,
      done: (ms) => ms.length >= 1,
    });
    expect(dead!.key).toBe(id);
    expect(dead!.headers[DeadLetterHeader.originalTopic]).toBe(events.topic);
    expect(Number(dead!.headers[DeadLetterHeader.originalPartition])).toBeGreaterThanOrEqual(0);
    expect(dead!.headers[DeadLetterHeader.originalOffset]).toMatch(/^\d+$/);
    expect(dead!.headers[DeadLetterHeader.reason]).toBe('handler-failed');
    expect(dead!.headers[DeadLetterHeader.error]).toBe('Error: cannot close a listing for reason "poison"');
    expect(dead!.headers[DeadLetterHeader.attempts]).toBe('3');
  });

  it('dead-letters a message its contract rejects, without calling the handler', async () => {
    const id = uniqueName('card');
    const invalid = envelope(events.rentChanged.type, id, 1, { name: '', rentPaise: -5 });
    const outcomesBefore = state.outcomes.length;
    await publish(invalid);
    const [dead] = await collectMessages(kafka, deadLetterTopicFor(events.service), {
      filter: (m) => (m.json as { id?: string } | undefined)?.id === invalid.id,
      done: (ms) => ms.length >= 1,
    });
    expect(dead!.headers[DeadLetterHeader.reason]).toBe('invalid-event');
    expect(dead!.headers[DeadLetterHeader.error]).toMatch(/rentPaise/);
    expect(state.outcomes.length).toBe(outcomesBefore);
    expect(await state.cards.findById(id).lean()).toBeNull();
  });
});
