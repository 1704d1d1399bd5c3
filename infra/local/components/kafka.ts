import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostPort, type InfraAddresses } from '../addresses';
import { runLogged, type InfraComponent } from '../component';
import { mavenClasspath, requireJava } from '../java';
import { serverDataDir, serverLogFile, serverRunDir } from '../paths';
import { startDetached } from '../processes';
import { kafkaAnswers } from '../probes';

const cacheName = 'kafka-3.9.1';

function brokerAddress(a: InfraAddresses) {
  return hostPort(a.kafkaBrokers[0] ?? '127.0.0.1:9092', 9092);
}

/**
 * A new Kafka cluster id: 16 random bytes in URL-safe base64 without padding, and, as Kafka's own `random-uuid` makes
 * them, never one that starts with "-" (kafka-storage would read `-t -msN…` as a missing argument and an option).
 */
export function newClusterId(random: (size: number) => Buffer = randomBytes): string {
  for (;;) {
    const id = random(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

function clusterId(server: string): string {
  const file = join(serverDataDir(server), 'cluster-id');
  const stored = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  // A stored id that starts with "-" never formatted the storage: it is replaced.
  if (stored && !stored.startsWith('-')) return stored;
  const id = newClusterId();
  mkdirSync(serverDataDir(server), { recursive: true });
  writeFileSync(file, id);
  return id;
}

function writeConfig(server: string, a: InfraAddresses): { properties: string; log4j: string } {
  const { host, port } = brokerAddress(a);
  const controllerPort = port + 1;
  const run = serverRunDir(server);
  mkdirSync(run, { recursive: true });
  const properties = join(run, 'server.properties');
  writeFileSync(
    properties,
    [
      '# Written by infra/local on every start; edit infra/local/components/kafka.ts instead.',
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@${host}:${controllerPort}`,
      `listeners=PLAINTEXT://${host}:${port},CONTROLLER://${host}:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://${host}:${port}`,
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      'inter.broker.listener.name=PLAINTEXT',
      `log.dirs=${join(serverDataDir(server), 'logs')}`,
      // Topics are created explicitly with the admin client; a typo must not create a topic.
      'auto.create.topics.enable=false',
      'num.partitions=3',
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=10',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'transaction.state.log.num.partitions=4',
      'group.initial.rebalance.delay.ms=0',
      'num.network.threads=2',
      'num.io.threads=4',
      'log.retention.hours=168',
      'log.segment.bytes=67108864',
      '',
    ].join('\n'),
  );
  const log4j = join(run, 'log4j.properties');
  writeFileSync(
    log4j,
    [
      'log4j.rootLogger=WARN, stdout',
      'log4j.appender.stdout=org.apache.log4j.ConsoleAppender',
      'log4j.appender.stdout.layout=org.apache.log4j.PatternLayout',
      'log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n',
      'log4j.logger.kafka.server.KafkaRaftServer=INFO',
      'log4j.logger.kafka.server.BrokerServer=INFO',
      '',
    ].join('\n'),
  );
  return { properties, log4j };
}

/**
 * A single-node KRaft broker named `server`: its pid file, configuration, data and log live under that name in
 * `.local/infra/` (run/<server>, data/<server>, logs/<server>.log), its listener is the first broker of the
 * addresses given (the controller on the port above). `kafka` is the shared one `infra:up` starts; the fault run
 * (e2e/faults) starts a private one of the same make on its own port, which it may stop without disturbing anyone.
 */
export function kafkaComponent(server: string): InfraComponent {
  return {
    name: server,
    startTimeoutMs: 120_000,
    address: (a) => a.kafkaBrokers.join(','),
    answers: (a) => kafkaAnswers(a.kafkaBrokers),
    async provision(_a, step) {
      const { fetched } = await mavenClasspath(server, 'kafka', cacheName, step);
      return fetched ? 'fetched kafka_2.13 3.9.1 and its runtime classpath from Maven Central' : undefined;
    },
    async start(a) {
      const java = requireJava(server);
      const { libs } = await mavenClasspath(server, 'kafka', cacheName);
      const { properties, log4j } = writeConfig(server, a);
      const classpath = `${libs}/*`;
      // Formatting is a no-op on storage that is already formatted (--ignore-formatted).
      await runLogged(
        server,
        java,
        [
          '-cp',
          classpath,
          `-Dlog4j.configuration=file:${log4j}`,
          'kafka.tools.StorageTool',
          'format',
          '-t',
          clusterId(server),
          '-c',
          properties,
          '--ignore-formatted',
        ],
        { log: serverLogFile(server) },
      );
      return startDetached({
        server,
        command: java,
        args: [
          '-Xms256m',
          '-Xmx768m',
          '-XX:+UseG1GC',
          '-Djava.awt.headless=true',
          `-Dlog4j.configuration=file:${log4j}`,
          `-Dkafka.logs.dir=${serverDataDir(server)}`,
          '-cp',
          classpath,
          'kafka.Kafka',
          properties,
        ],
      });
    },
  };
}

/** The shared broker of local runs (127.0.0.1:9092 unless KAFKA_BROKERS says otherwise). */
export const kafka: InfraComponent = kafkaComponent('kafka');
