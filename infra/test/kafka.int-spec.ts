import { Kafka, Partitioners, logLevel, type KafkaMessage } from 'kafkajs';
import { resolveAddresses } from '../local/addresses';
import { uniqueName } from '@trio/service-kit/testing/unique';

describe('Kafka (kafkajs against the real broker)', () => {
  const kafka = new Kafka({
    clientId: 'infra-smoke',
    brokers: resolveAddresses().kafkaBrokers,
    logLevel: logLevel.WARN,
  });
  const admin = kafka.admin();
  const topic = uniqueName('smoke.kafka');

  beforeAll(async () => {
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
  });

  afterAll(async () => {
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
  });

  it('delivers a produced message, with its key and headers, to a consumer group', async () => {
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    const consumer = kafka.consumer({ groupId: uniqueName('smoke-group') });
    await Promise.all([producer.connect(), consumer.connect()]);
    try {
      await consumer.subscribe({ topic, fromBeginning: true });
      const received = new Promise<KafkaMessage>((resolve) => {
        void consumer.run({ eachMessage: async ({ message }) => resolve(message) });
      });
      await producer.send({
        topic,
        messages: [
          { key: 'property-42', value: JSON.stringify({ rent: 2500000 }), headers: { 'x-correlation-id': 'corr-1' } },
        ],
      });
      const message = await received;
      expect(message.key?.toString()).toBe('property-42');
      expect(JSON.parse(message.value?.toString() ?? 'null')).toEqual({ rent: 2500000 });
      expect(message.headers?.['x-correlation-id']?.toString()).toBe('corr-1');
    } finally {
      await Promise.all([consumer.disconnect(), producer.disconnect()]);
    }
  });

  it('refuses to produce to a topic nobody created (auto-creation is off)', async () => {
    // A client of its own that keeps quiet: the broker's refusal is the expected outcome here.
    const quiet = new Kafka({
      clientId: 'infra-smoke-quiet',
      brokers: resolveAddresses().kafkaBrokers,
      logLevel: logLevel.NOTHING,
    });
    const producer = quiet.producer({ retry: { retries: 1 }, createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    try {
      await expect(producer.send({ topic: uniqueName('smoke.missing'), messages: [{ value: 'x' }] })).rejects.toThrow(
        /does not host this topic-partition|UNKNOWN_TOPIC_OR_PARTITION|This server does not host/i,
      );
    } finally {
      await producer.disconnect();
    }
  });
});
