import { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import type { Kafka } from 'kafkajs';
import { Client as MinioClient } from 'minio';

/** The object-storage settings of a test's environment. */
export interface StorageSettings {
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
}

/**
 * Deletes a test's search indexes from the shared server: for each alias the test configured, its versioned
 * indexes and every index named after it (the place suggestions beside a properties index).
 */
export async function deleteSearchIndexes(node: string, aliases: readonly string[]): Promise<void> {
  const search = new OpenSearchClient({ node });
  try {
    for (const alias of aliases) await search.indices.delete({ index: `${alias}*` }, { ignore: [404] });
  } finally {
    await search.close();
  }
}

/** Empties a test's bucket (what it uploaded, or a seed stored) and removes it; a bucket never made is no error. */
export async function deleteBucket(settings: StorageSettings, bucket: string): Promise<void> {
  const endpoint = new URL(settings.S3_ENDPOINT ?? 'http://127.0.0.1:9000');
  const storage = new MinioClient({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: endpoint.protocol === 'https:',
    accessKey: settings.S3_ACCESS_KEY ?? '',
    secretKey: settings.S3_SECRET_KEY ?? '',
  });
  if (!(await storage.bucketExists(bucket))) return;
  const names: string[] = [];
  for await (const item of storage.listObjectsV2(bucket, '', true) as AsyncIterable<{ name?: string }>) {
    if (item.name) names.push(item.name);
  }
  for (let i = 0; i < names.length; i += 1000) await storage.removeObjects(bucket, names.slice(i, i + 1000));
  await storage.removeBucket(bucket);
}

/** Deletes the Kafka topics a test made: every topic whose name starts with its prefix (EVENTS_TOPIC_PREFIX). */
export async function deleteTopicsWithPrefix(kafka: Kafka, prefix: string): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(prefix));
    if (topics.length > 0) await admin.deleteTopics({ topics });
  } finally {
    await admin.disconnect();
  }
}
