/**
 * TEST_INFRA=containers: the six servers of local mode, each in a fresh container on a random host port,
 * started with testcontainers (11.x) and removed again by `stop()` (or by testcontainers' reaper if the test
 * process dies first).
 *
 * This mode cannot be exercised on a machine without a Docker engine, such as the one it was written on:
 * there `dockerReachable()` answers false and nothing else here runs. It follows testcontainers-node 11.14's
 * API and each image's documented settings, and uses the images of docker-compose.yml (the compose spec
 * checks that the two lists agree).
 */
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';
import { defaultAddresses, resolveAddresses, type InfraAddresses } from '../local/addresses';
import { kafkaAnswers, waitUntil } from '../local/probes';

/** The same images as docker-compose.yml. */
export const containerImages = {
  kafka: 'apache/kafka:3.9.1',
  opensearch: 'opensearchproject/opensearch:2.19.1',
  mongo: 'mongo:7.0.28',
  minio: 'quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z',
  redis: 'redis:7.4.6-alpine',
  mail: 'maildev/maildev:2.2.1',
} as const;

const STARTUP_TIMEOUT_MS = 180_000;

const KAFKA_PORT = 9092;
const KAFKA_INTERNAL_PORT = 19092;
const OPENSEARCH_PORT = 9200;
const MONGO_PORT = 27017;
const MINIO_PORT = 9000;
const REDIS_PORT = 6379;
const SMTP_PORT = 1025;
const MAIL_WEB_PORT = 1080;

/** True when testcontainers finds a working container runtime; false quickly when there is none. */
export async function dockerReachable(timeoutMs = 5_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  const detected = getContainerRuntimeClient().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([detected, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

const KAFKA_STARTER = '/tmp/trio-kafka-start.sh';
const KAFKA_STARTER_READY = '/tmp/trio-kafka-start.ready';
const KAFKA_WAITING = 'trio: waiting for the start script';

/**
 * Kafka must advertise the address clients connect to, host:mapped-port, but Docker picks that port only when
 * the container starts. As testcontainers' own Kafka containers do (the Java module for apache/kafka, the
 * Node module for Confluent's image), the container first waits for a start script; once the port is known,
 * the script is copied in, sets KAFKA_ADVERTISED_LISTENERS and runs the image's own entry point. The ready
 * flag is copied after the script, so the script is complete when it runs. (@testcontainers/kafka 11.14
 * drives only confluentinc/cp-kafka images, so it is not used.)
 */
async function startKafka(): Promise<StartedTestContainer> {
  const container = await new GenericContainer(containerImages.kafka)
    .withExposedPorts(KAFKA_PORT)
    .withEnvironment({
      // Any KAFKA_* variable replaces the image's default server.properties, so every setting is given.
      CLUSTER_ID: 'dHJpby1yZW50YWxzLWxvYw',
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_LISTENERS: `HOST://:${KAFKA_PORT},INTERNAL://:${KAFKA_INTERNAL_PORT},CONTROLLER://:9093`,
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'HOST:PLAINTEXT,INTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT',
      KAFKA_INTER_BROKER_LISTENER_NAME: 'INTERNAL',
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LOG_DIRS: '/var/lib/kafka/data',
      KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
      KAFKA_NUM_PARTITIONS: '3',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_OFFSETS_TOPIC_NUM_PARTITIONS: '10',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_TRANSACTION_STATE_LOG_NUM_PARTITIONS: '4',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
      KAFKA_HEAP_OPTS: '-Xms256m -Xmx768m',
    })
    .withCommand([
      'sh',
      '-c',
      `echo '${KAFKA_WAITING}'; while [ ! -f ${KAFKA_STARTER_READY} ]; do sleep 0.1; done; exec sh ${KAFKA_STARTER}`,
    ])
    .withWaitStrategy(Wait.forLogMessage(KAFKA_WAITING))
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
  try {
    const bootstrap = `${container.getHost()}:${container.getMappedPort(KAFKA_PORT)}`;
    const advertised = `HOST://${bootstrap},INTERNAL://${container.getHostname()}:${KAFKA_INTERNAL_PORT}`;
    const script = `export KAFKA_ADVERTISED_LISTENERS='${advertised}'\nexec /etc/kafka/docker/run\n`;
    await container.copyContentToContainer([{ content: script, target: KAFKA_STARTER }]);
    await container.copyContentToContainer([{ content: '', target: KAFKA_STARTER_READY }]);
    // Asked from the host through the advertised listener, so "ready" also proves the advertisement is right.
    await waitUntil(() => kafkaAnswers([bootstrap]), {
      what: `Kafka container on ${bootstrap}`,
      timeoutMs: STARTUP_TIMEOUT_MS,
      intervalMs: 1_000,
    });
    return container;
  } catch (err) {
    await container.stop().catch(() => undefined);
    throw err;
  }
}

// timeout=500ms stays under the HTTP wait strategy's 1 s read timeout; a 408 (not yellow yet) is retried.
const OPENSEARCH_READY = '/_cluster/health?wait_for_status=yellow&timeout=500ms';

/** OpenSearch without the security plugin (plain HTTP), ready at cluster health yellow. */
async function startOpenSearch(): Promise<StartedTestContainer> {
  return new GenericContainer(containerImages.opensearch)
    .withExposedPorts(OPENSEARCH_PORT)
    .withEnvironment({
      'cluster.name': 'trio-local',
      'discovery.type': 'single-node',
      'cluster.routing.allocation.disk.threshold_enabled': 'false',
      'action.destructive_requires_name': 'false',
      DISABLE_SECURITY_PLUGIN: 'true',
      DISABLE_INSTALL_DEMO_CONFIG: 'true',
      OPENSEARCH_JAVA_OPTS: '-Xms512m -Xmx1g',
    })
    .withUlimits({ nofile: { soft: 65536, hard: 65536 } })
    .withWaitStrategy(Wait.forHttp(OPENSEARCH_READY, OPENSEARCH_PORT, { abortOnContainerExit: true }))
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
}

/** MongoDB 7 standalone, ready when it answers a ping. */
async function startMongo(): Promise<StartedTestContainer> {
  return new GenericContainer(containerImages.mongo)
    .withExposedPorts(MONGO_PORT)
    .withWaitStrategy(
      Wait.forSuccessfulCommand(`mongosh --quiet --eval 'quit(db.adminCommand({ ping: 1 }).ok === 1 ? 0 : 1)'`),
    )
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
}

/** MinIO with the default credentials, ready when its readiness endpoint answers. */
async function startMinio(): Promise<StartedTestContainer> {
  return new GenericContainer(containerImages.minio)
    .withExposedPorts(MINIO_PORT)
    .withEnvironment({
      MINIO_ROOT_USER: defaultAddresses.s3.accessKey,
      MINIO_ROOT_PASSWORD: defaultAddresses.s3.secretKey,
      MINIO_BROWSER: 'off',
      MINIO_UPDATE: 'off',
    })
    .withCommand(['server', '/data'])
    .withWaitStrategy(Wait.forHttp('/minio/health/ready', MINIO_PORT, { abortOnContainerExit: true }))
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
}

/** Redis 7 with persistence off and no eviction (BullMQ requires it), ready when it answers PING. */
async function startRedis(): Promise<StartedTestContainer> {
  return new GenericContainer(containerImages.redis)
    .withExposedPorts(REDIS_PORT)
    .withCommand(['redis-server', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'])
    .withWaitStrategy(Wait.forSuccessfulCommand('redis-cli ping | grep -q PONG'))
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
}

/** maildev: SMTP capture and its web inbox / REST API, ready when both ports listen and /healthz answers. */
async function startMail(): Promise<StartedTestContainer> {
  return new GenericContainer(containerImages.mail)
    .withExposedPorts(SMTP_PORT, MAIL_WEB_PORT)
    .withEnvironment({ MAILDEV_SMTP_PORT: String(SMTP_PORT), MAILDEV_WEB_PORT: String(MAIL_WEB_PORT) })
    .withWaitStrategy(
      Wait.forAll([Wait.forListeningPorts(), Wait.forHttp('/healthz', MAIL_WEB_PORT, { abortOnContainerExit: true })]),
    )
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
}

/** Prefixes a start failure with the server's name. */
async function named(server: string, start: Promise<StartedTestContainer>): Promise<StartedTestContainer> {
  try {
    return await start;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`${server} container: ${message}`, { cause: err });
  }
}

function fulfilled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

async function stopAll(containers: StartedTestContainer[]): Promise<void> {
  const results = await Promise.allSettled(containers.map((c) => c.stop()));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  if (failures.length > 0) throw new AggregateError(failures, 'could not stop every test container');
}

/**
 * Starts the six servers in parallel and answers their addresses. If any of them fails to start, the ones
 * that did start are stopped again and the failures are thrown together.
 */
export async function startContainers(): Promise<{ addresses: InfraAddresses; stop: () => Promise<void> }> {
  const settled = await Promise.allSettled([
    named('kafka', startKafka()),
    named('opensearch', startOpenSearch()),
    named('mongo', startMongo()),
    named('minio', startMinio()),
    named('redis', startRedis()),
    named('mail', startMail()),
  ]);
  const started = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stop = () => stopAll(started);
  const failures = settled.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
  if (failures.length > 0) {
    await stop().catch(() => undefined);
    throw new AggregateError(failures, `TEST_INFRA=containers: ${failures.length} of 6 containers did not start`);
  }

  const [kafka, opensearch, mongo, minio, redis, mail] = settled;
  const at = (result: PromiseSettledResult<StartedTestContainer>, port: number) => {
    const container = fulfilled(result);
    return `${container.getHost()}:${container.getMappedPort(port)}`;
  };
  const addresses: InfraAddresses = {
    kafkaBrokers: [at(kafka, KAFKA_PORT)],
    mongoUrl: `mongodb://${at(mongo, MONGO_PORT)}`,
    opensearchUrl: `http://${at(opensearch, OPENSEARCH_PORT)}`,
    s3: { ...defaultAddresses.s3, endpoint: `http://${at(minio, MINIO_PORT)}` },
    redisUrl: `redis://${at(redis, REDIS_PORT)}`,
    smtpUrl: `smtp://${at(mail, SMTP_PORT)}`,
    mailInboxUrl: `http://${at(mail, MAIL_WEB_PORT)}`,
    // Not a container: the Razorpay stand-in is a Node process on loopback (global-setup starts it).
    razorpay: resolveAddresses().razorpay,
  };
  return { addresses, stop };
}
