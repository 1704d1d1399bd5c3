import type { MessageHandler } from '@nestjs/microservices';
import type { Kafka, KafkaMessage } from 'kafkajs';
import { type EventsTransportOptions, handleByKey, KafkaEventsTransport } from './events.transport';

const message = (key: string | null, offset: number) =>
  ({ key: key === null ? null : Buffer.from(key), offset: String(offset), value: null }) as unknown as KafkaMessage;

describe('handleByKey (the consumer with concurrency)', () => {
  it("handles different keys at once, at most `concurrency`, and one key's messages in their order", async () => {
    const messages = [
      message('a', 0),
      message('b', 1),
      message('a', 2),
      message('c', 3),
      message('b', 4),
      message('d', 5),
      message('a', 6),
      message(null, 7),
    ];
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const handled = new Map<string, number[]>();
    await handleByKey(messages, 3, async (m) => {
      const key = m.key?.toString() ?? 'none';
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${m.offset}`);
      // Different keys' handlers finish out of order: a later message of another key may finish first.
      await new Promise((resolve) => setTimeout(resolve, key === 'a' ? 15 : 5));
      handled.set(key, [...(handled.get(key) ?? []), Number(m.offset)]);
      running -= 1;
    });
    expect(handled.get('a')).toEqual([0, 2, 6]);
    expect(handled.get('b')).toEqual([1, 4]);
    expect([...handled.values()].flat().sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    // One key at a time: a's second message starts only after its first finished.
    expect(log.indexOf('start 2')).toBeGreaterThan(log.indexOf('start 0'));
  });

  it('stops at the first message that fails, as the consumer does without concurrency', async () => {
    const seen: string[] = [];
    const run = handleByKey([message('a', 0), message('a', 1), message('b', 2)], 2, async (m) => {
      seen.push(m.offset);
      if (m.offset === '0') throw new Error('dead-lettering failed');
    });
    await expect(run).rejects.toThrow('dead-lettering failed');
    expect(seen).not.toContain('1');
  });
});

/** A kafkajs consumer stand-in: records what was done to it and lets the test emit its instrumentation events. */
class FakeConsumer {
  readonly events = { GROUP_JOIN: 'consumer.group_join', CRASH: 'consumer.crash' } as const;
  readonly listeners = new Map<string, (event: { payload: unknown }) => void>();
  running = false;
  disconnected = false;
  constructor(private readonly failConnect: boolean) {}
  on(event: string, listener: (event: { payload: unknown }) => void) {
    this.listeners.set(event, listener);
  }
  async connect() {
    if (this.failConnect) throw new Error('connect ECONNREFUSED');
  }
  async subscribe() {}
  async run() {
    this.running = true;
  }
  async disconnect() {
    this.running = false;
    this.disconnected = true;
  }
  crash(restart: boolean) {
    this.running = false;
    this.listeners.get(this.events.CRASH)!({
      payload: { error: new Error('Failed to find group coordinator'), restart },
    });
  }
}

/** A Kafka whose consumers are FakeConsumers (the first `failingConnects` new ones after the first cannot connect). */
function fakeKafka(failingConnects = 0) {
  const consumers: FakeConsumer[] = [];
  const kafka = {
    admin: () => ({
      connect: async () => {},
      disconnect: async () => {},
      listTopics: async () => ['orders.order', 'test.dlq'],
    }),
    producer: () => ({ connect: async () => {}, disconnect: async () => {} }),
    consumer: () => {
      const consumer = new FakeConsumer(consumers.length > 0 && consumers.length <= failingConnects);
      consumers.push(consumer);
      return consumer;
    },
  };
  return { kafka: kafka as unknown as Kafka, consumers };
}

function transportOn(kafka: Kafka): KafkaEventsTransport {
  const options: EventsTransportOptions = {
    service: 'test',
    brokers: [],
    parse: () => {
      throw new Error('no message is parsed here');
    },
    kafka,
    initialBackoffMs: 1,
    maxBackoffMs: 2,
  };
  const transport = new KafkaEventsTransport(options);
  transport.addHandler('orders.order.placed.v1', (async () => undefined) as unknown as MessageHandler, true);
  return transport;
}

const listening = (transport: KafkaEventsTransport) =>
  new Promise<void>((resolve, reject) => void transport.listen((err) => (err ? reject(err) : resolve())));

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a consumer kafkajs gives up on', () => {
  it('is replaced by a new one that runs (trying again while the broker refuses)', async () => {
    const { kafka, consumers } = fakeKafka(2);
    const transport = transportOn(kafka);
    await listening(transport);
    expect(consumers).toHaveLength(1);

    consumers[0]!.crash(false);
    await until(() => consumers.at(-1)!.running);

    expect(consumers[0]!.disconnected).toBe(true);
    expect(consumers).toHaveLength(4); // two refused, the third runs
    expect(consumers[3]!.running).toBe(true);
    await transport.close();
  });

  it('is left to kafkajs when kafkajs restarts it itself, and not replaced once the transport closed', async () => {
    const { kafka, consumers } = fakeKafka();
    const transport = transportOn(kafka);
    await listening(transport);

    consumers[0]!.crash(true);
    await transport.close();
    consumers[0]!.crash(false);
    await new Promise((resolve) => setTimeout(resolve, 30));

    expect(consumers).toHaveLength(1);
  });
});
