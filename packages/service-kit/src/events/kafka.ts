import { Kafka, logLevel, type Admin, type KafkaConfig } from 'kafkajs';

/** One way to make a kafkajs client: quiet (our own logs say what matters), short connection timeouts. */
export function createKafka(clientId: string, brokers: string[], overrides: Partial<KafkaConfig> = {}): Kafka {
  return new Kafka({
    clientId,
    brokers,
    logLevel: logLevel.ERROR,
    connectionTimeout: 3_000,
    retry: { retries: 5, initialRetryTime: 200 },
    ...overrides,
  });
}

/**
 * Creates the topics that do not exist yet (auto-creation is off on our brokers). Safe to call from
 * several apps at once: a topic another app created first counts as created.
 */
export async function ensureTopics(
  admin: Admin,
  topics: string[],
  options: { numPartitions?: number; replicationFactor?: number } = {},
): Promise<string[]> {
  const existing = new Set(await admin.listTopics());
  const missing = [...new Set(topics)].filter((t) => !existing.has(t));
  if (missing.length === 0) return [];
  try {
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic,
        numPartitions: options.numPartitions ?? 3,
        replicationFactor: options.replicationFactor ?? 1,
      })),
    });
  } catch (err) {
    const now = new Set(await admin.listTopics());
    if (missing.some((t) => !now.has(t))) throw err;
  }
  return missing;
}
