import { randomBytes } from 'node:crypto';
import type { IHeaders, Kafka } from 'kafkajs';

export interface ReceivedMessage {
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  value: string | null;
  headers: Record<string, string>;
  /** The parsed JSON value, or undefined when it is not JSON. */
  json: unknown;
}

function headersToStrings(headers: IHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) if (v !== undefined) out[k] = v.toString();
  return out;
}

/**
 * Reads a topic from its beginning with a throw-away consumer group and resolves once `done` says the
 * messages collected so far (those passing `filter`) are enough; rejects after `timeoutMs`.
 */
export async function collectMessages(
  kafka: Kafka,
  topic: string,
  options: { filter?: (m: ReceivedMessage) => boolean; done: (ms: ReceivedMessage[]) => boolean; timeoutMs?: number },
): Promise<ReceivedMessage[]> {
  const consumer = kafka.consumer({ groupId: `test-reader-${randomBytes(6).toString('hex')}` });
  const collected: ReceivedMessage[] = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    return await new Promise<ReceivedMessage[]>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `only ${collected.length} matching message(s) on ${topic} after ${options.timeoutMs ?? 15_000} ms`,
            ),
          ),
        options.timeoutMs ?? 15_000,
      );
      void consumer
        .run({
          eachMessage: async ({ topic: t, partition, message }) => {
            const value = message.value?.toString('utf8') ?? null;
            let json: unknown;
            try {
              json = value === null ? undefined : JSON.parse(value);
            } catch {
              json = undefined;
            }
            const received: ReceivedMessage = {
              topic: t,
              partition,
              offset: message.offset,
              key: message.key?.toString('utf8') ?? null,
              value,
              headers: headersToStrings(message.headers),
              json,
            };
            if (options.filter && !options.filter(received)) return;
            collected.push(received);
            if (options.done(collected)) {
              clearTimeout(timer);
              resolve([...collected]);
            }
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
  }
}

/** Waits for the first message on `topic` that `predicate` accepts. */
export async function waitForEvent(
  kafka: Kafka,
  topic: string,
  predicate: (m: ReceivedMessage) => boolean,
  timeoutMs = 15_000,
): Promise<ReceivedMessage> {
  const [first] = await collectMessages(kafka, topic, { filter: predicate, done: (ms) => ms.length >= 1, timeoutMs });
  return first!;
}
