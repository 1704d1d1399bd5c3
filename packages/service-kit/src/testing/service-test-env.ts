import { type Env } from '../config';
import { uniqueName } from './unique';

/**
 * The environment a service's integration test starts it with: `given` (the servers' addresses, the test's own
 * settings) over names this run alone uses for everything the service owns: its name (the Kafka consumer group),
 * database, topic prefix, job prefix, identity secrets, bucket and search indexes, and an ephemeral port. So a test
 * meets no other run's data, and none of `npm start`'s.
 */
export function serviceTestEnv(name: string, given: Env): Env {
  const own = uniqueName(name)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  return {
    PORT: '0',
    LOG_LEVEL: 'silent',
    SERVICE_NAME: own,
    MONGO_DB: own.replace(/-/g, '_'),
    EVENTS_TOPIC_PREFIX: `${own}.`,
    JOBS_PREFIX: `${own}-jobs`,
    INTERNAL_IDENTITY_SECRET: `${own}-identity-0123456789abcdef0123456789`,
    IDENTITY_HASH_SECRET: `${own}-hash-0123456789abcdef0123456789`,
    SAVED_SEARCH_UNSUBSCRIBE_SECRET: `${own}-unsubscribe-0123456789abcdef0123456789`,
    MEDIA_BUCKET: `${own}-media`.slice(0, 60),
    PROPERTIES_INDEX: `${own}-properties`,
    PLACES_INDEX: `${own}-places`,
    ...given,
  };
}
