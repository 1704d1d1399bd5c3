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
 * created first counts as created. A broker that does not answer in time (one just started, on a loaded machine:
 * "Request CreateTopics timed out") is asked again, for what is still missing, until `leaderWaitMs` has passed.
 */
export async function ensureTopics(
  admin: Admin,
  topics: string[],
  options: { numPartitions?: number; replicationFactor?: number; leaderWaitMs?: number } = {},
): Promise<string[]> {
  const leaderWaitMs = options.leaderWaitMs ?? 60_000;
  const deadline = Date.now() + leaderWaitMs;
  const absent = async () => {
    const existing = await topicsOnBroker(admin, deadline);
    return [...new Set(topics)].filter((t) => !existing.has(t));
  };
  const missing = await absent();
  for (let stillMissing = missing; stillMissing.length > 0; stillMissing = await absent()) {
    try {
      await admin.createTopics({
        waitForLeaders: true,
        timeout: Math.max(1_000, deadline - Date.now()),
        topics: stillMissing.map((topic) => ({
          topic,
          numPartitions: options.numPartitions ?? 3,
          replicationFactor: options.replicationFactor ?? 1,
        })),
      });
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  if (missing.length > 0) await waitForLeaders(admin, missing, Math.max(1_000, deadline - Date.now()));
  return missing;
}

/**
 * The topics the broker has, asked again until `deadline` while no broker answers: kafkajs' `listTopics` then fails
 * with a TypeError of its own (its broker pool swallows the failed metadata request and returns null), which a
 * starting app must not take for an answer. A broker that just started, on a loaded machine, does this for seconds.
 */
export async function topicsOnBroker(admin: Admin, deadline: number): Promise<Set<string>> {
  for (;;) {
    try {
      return new Set(await admin.listTopics());
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
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
