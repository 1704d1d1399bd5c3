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
 * Creates the topics that do not exist yet (auto-creation is off on our brokers) and waits until every partition of
 * them has a leader (a loaded broker can take longer than kafkajs' own 5 s wait, and a start that uses a topic
 * before that fails with UNKNOWN_TOPIC_OR_PARTITION). Safe to call from several apps at once: a topic another app
 * created first counts as created.
 */
export async function ensureTopics(
  admin: Admin,
  topics: string[],
  options: { numPartitions?: number; replicationFactor?: number; leaderWaitMs?: number } = {},
): Promise<string[]> {
  const existing = new Set(await admin.listTopics());
  const missing = [...new Set(topics)].filter((t) => !existing.has(t));
  if (missing.length === 0) return [];
  const leaderWaitMs = options.leaderWaitMs ?? 60_000;
  try {
    await admin.createTopics({
      waitForLeaders: true,
      timeout: leaderWaitMs,
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
  await waitForLeaders(admin, missing, leaderWaitMs);
  return missing;
}

async function waitForLeaders(admin: Admin, topics: string[], waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const leaderless = await admin
      .fetchTopicMetadata({ topics })
      .then((metadata) =>
        metadata.topics.flatMap((t) =>
          t.partitions.filter((p) => p.leader < 0).map((p) => `${t.name}#${p.partitionId}`),
        ),
      )
      .catch((err: Error) => [`(metadata: ${err.message})`]);
    if (leaderless.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`partitions without a leader after ${waitMs} ms: ${leaderless.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
