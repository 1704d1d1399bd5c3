import { randomUUID } from 'node:crypto';
import { Controller, Inject, type INestMicroservice } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import type { EventEnvelope } from '@trio/contracts/envelope';
import { deadLetterTopicFor } from '@trio/contracts/topics';
import { EventErrorFilter, KafkaEventsTransport } from '../src/events';
import { uniqueName } from '../src/testing/unique';
import { brokers, deleteTopics, testEvents, testKafka, until } from './events-support';

const events = testEvents();
const HANDLED = Symbol('HANDLED');

/**
 * What the handler did, in order (`start:<id>`, `end:<id>`). A "slow" closing waits until the test lets it go; a
 * "quick" one waits until the slow one has started. So the quick one ends only if the two overlap: handled one after
 * the other, whichever came first, the other never would.
 */
class Handled {
  readonly log: string[] = [];
  private release!: () => void;
  readonly slowMayFinish = new Promise<void>((resolve) => (this.release = resolve));
  private slowHasStarted!: () => void;
  readonly slowStarted = new Promise<void>((resolve) => (this.slowHasStarted = resolve));
  letSlowFinish(): void {
    this.release();
  }
  async handle(id: string, reason: string): Promise<void> {
    this.log.push(`start:${id}`);
    if (reason === 'slow') {
      this.slowHasStarted();
      await this.slowMayFinish;
    } else {
      await this.slowStarted;
    }
    this.log.push(`end:${id}`);
  }
}

@Controller()
class ClosingController {
  constructor(@Inject(HANDLED) private readonly handled: Handled) {}

  @EventPattern(events.listingClosed.type)
  async onClosed(@Payload() event: EventEnvelope<{ reason: string }>): Promise<void> {
    await this.handled.handle(event.aggregateId, event.data.reason);
  }
}

function closed(aggregateId: string, reason: string): string {
  return JSON.stringify({
    id: randomUUID(),
    type: events.listingClosed.type,
    source: events.service,
    occurredAt: new Date().toISOString(),
    aggregateId,
    aggregateVersion: 1,
    correlationId: randomUUID(),
    data: { reason },
  });
}

describe('Kafka consumer transport: partitions handled at once (real Kafka)', () => {
  const handled = new Handled();
  let app: INestMicroservice | undefined;

  afterAll(async () => {
    handled.letSlowFinish();
    await app?.close();
    await deleteTopics([events.topic, deadLetterTopicFor(events.service)]);
  });

  it("handles another partition's event while a slow handler holds the first partition", async () => {
    const slow = uniqueName('slow');
    const quick = uniqueName('quick');
    // Both are waiting before the consumer starts, so its first fetch brings the two partitions' batches together.
    const admin = testKafka().admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic: events.topic, numPartitions: 3 }], waitForLeaders: true });
    await admin.disconnect();
    const producer = testKafka().producer();
    await producer.connect();
    await producer.send({
      topic: events.topic,
      messages: [
        { partition: 0, key: slow, value: closed(slow, 'slow') },
        { partition: 1, key: quick, value: closed(quick, 'quick') },
      ],
    });
    await producer.disconnect();

    const moduleRef = await Test.createTestingModule({
      controllers: [ClosingController],
      providers: [{ provide: HANDLED, useValue: handled }],
    }).compile();
    app = moduleRef.createNestMicroservice({
      strategy: new KafkaEventsTransport({ service: events.service, brokers: brokers(), parse: events.parse }),
      logger: false,
    });
    app.useGlobalFilters(new EventErrorFilter());
    await app.listen();

    // The other partition's event is handled while the slow one's handler waits.
    await until(() => handled.log.includes(`end:${quick}`), "the other partition's event");
    handled.letSlowFinish();
    await until(() => handled.log.includes(`end:${slow}`), 'the slow event, once let go');
    const at = (entry: string) => handled.log.indexOf(entry);
    expect(at(`start:${slow}`)).toBeLessThan(at(`end:${quick}`));
    expect(at(`end:${quick}`)).toBeLessThan(at(`end:${slow}`));
  });
});
