import { randomUUID } from 'node:crypto';
import { Controller, Inject, type INestApplicationContext, type INestMicroservice } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { getModelToken } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { EventEnvelope } from '@trio/contracts/envelope';
import { deadLetterTopicFor } from '@trio/contracts/topics';
import type { Producer } from 'kafkajs';
import type { Connection, Model } from 'mongoose';
import { APP_CONFIG } from '../src/config';
import { catchUpThroughHandlers, defineCopy, EventErrorFilter, KafkaEventsTransport, upsertFrom } from '../src/events';
import { uniqueName } from '../src/testing/unique';
import { brokers, connectMongo, deleteTopics, testEvents, testKafka, until } from './events-support';

const events = testEvents();

interface ListingCopy {
  _id: string;
  version: number;
  name: string;
  rentPaise: number;
}

const listingCopy = defineCopy<ListingCopy>({
  name: uniqueName('ListingCopy'),
  collection: uniqueName('listings'),
  fields: { name: String, rentPaise: Number },
  from: [upsertFrom([events.rentChanged], (listing, event) => ({ id: event.aggregateId, fields: listing }))],
});

const REACTIONS = Symbol('REACTIONS');

/** What the reaction saw of the copy each time it ran, and how often it still has to fail. */
class Reactions {
  seen: Array<{ id: string; rentPaise?: number }> = [];
  failuresLeft = new Map<string, number>();
}

/** A reaction to the same event, listed before the copy's handler: it still runs after it. */
@Controller()
class RentReaction {
  constructor(
    @Inject(REACTIONS) private readonly reactions: Reactions,
    @Inject(getModelToken(listingCopy.name)) private readonly copies: Model<ListingCopy>,
  ) {}

  @EventPattern(events.rentChanged.type)
  async onRentChanged(@Payload() event: EventEnvelope): Promise<void> {
    const copy = await this.copies.findById(event.aggregateId).lean<ListingCopy>();
    this.reactions.seen.push({ id: event.aggregateId, rentPaise: copy?.rentPaise });
    const failures = this.reactions.failuresLeft.get(event.aggregateId) ?? 0;
    if (failures > 0) {
      this.reactions.failuresLeft.set(event.aggregateId, failures - 1);
      throw new Error('the reaction failed');
    }
  }
}

function envelope(aggregateId: string, aggregateVersion: number, data: unknown): EventEnvelope {
  return {
    id: randomUUID(),
    type: events.rentChanged.type,
    source: events.service,
    occurredAt: new Date().toISOString(),
    aggregateId,
    aggregateVersion,
    correlationId: randomUUID(),
    data,
  };
}

describe('a copy and a reaction to one event (real Kafka and MongoDB wire server)', () => {
  const kafka = testKafka();
  let connection: Connection;
  let copies: Model<ListingCopy>;
  const reactions = new Reactions();
  let app: INestMicroservice;
  let context: INestApplicationContext;
  let producer: Producer;
  const publish = (event: EventEnvelope) =>
    producer.send({ topic: events.topic, messages: [{ key: event.aggregateId, value: JSON.stringify(event) }] });

  beforeAll(async () => {
    connection = await connectMongo();
    copies = connection.model<ListingCopy>(listingCopy.name, listingCopy.schema);
    const moduleRef = await Test.createTestingModule({
      controllers: [RentReaction, listingCopy.handler],
      providers: [
        { provide: REACTIONS, useValue: reactions },
        { provide: getModelToken(listingCopy.name), useValue: copies },
        { provide: APP_CONFIG, useValue: { SERVICE_NAME: events.service, KAFKA_BROKERS: brokers() } },
      ],
    }).compile();
    context = moduleRef;
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

  it('runs the copy first, then the reaction, which sees the copy', async () => {
    const id = uniqueName('listing');
    await publish(envelope(id, 1, { name: 'Sunny 2BHK', rentPaise: 2_500_000 }));
    await until(() => reactions.seen.some((s) => s.id === id), 'the reaction');
    expect(reactions.seen.filter((s) => s.id === id)).toEqual([{ id, rentPaise: 2_500_000 }]);
    expect(await copies.findById(id).lean()).toEqual({ _id: id, version: 1, name: 'Sunny 2BHK', rentPaise: 2_500_000 });
  });

  it('retries the copy and the reaction together when the reaction fails', async () => {
    const id = uniqueName('listing');
    reactions.failuresLeft.set(id, 1);
    await publish(envelope(id, 1, { name: 'Garden flat', rentPaise: 1_700_000 }));
    await until(() => reactions.seen.filter((s) => s.id === id).length >= 2, 'the retry');
    expect(reactions.seen.filter((s) => s.id === id)).toEqual([
      { id, rentPaise: 1_700_000 },
      { id, rentPaise: 1_700_000 },
    ]);
  });

  it('catches up through the same handlers, in the same order', async () => {
    await copies.deleteMany({});
    const before = reactions.seen.length;
    const handled = await catchUpThroughHandlers(context, {
      topics: [events.topic],
      handlers: [RentReaction, listingCopy.handler],
      parse: events.parse as never,
    });
    expect(handled).toBeGreaterThanOrEqual(2);
    // Every replayed event found its copy already made when its reaction ran.
    const replayed = reactions.seen.slice(before);
    expect(replayed.length).toBe(handled);
    expect(replayed.every((s) => s.rentPaise !== undefined)).toBe(true);
    expect(await copies.countDocuments()).toBe(2);
  });
});
