import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultAddresses, hostPort } from '../local/addresses';
import { containerImages } from '../testing/containers';

/** Where one `ports` entry publishes: host IP and host port are undefined when the entry leaves them out. */
interface PublishedPort {
  hostIp: string | undefined;
  hostPort: string | undefined;
  containerPort: string;
}

/**
 * Reads one entry of a service's `ports` in either compose syntax: the short one (`"9092"`, `"9092:9092"`,
 * `"127.0.0.1:9092:9092"`, `"[::1]:9092:9092"`, each optionally ending in `/tcp` or `/udp`; a bare number is
 * the short syntax too) or the long one (`{ target, published, host_ip, protocol }`).
 */
function parsePort(entry: unknown): PublishedPort {
  if (typeof entry === 'object' && entry !== null) {
    const long = entry as { target?: unknown; published?: unknown; host_ip?: unknown };
    return {
      hostIp: long.host_ip === undefined ? undefined : String(long.host_ip),
      hostPort: long.published === undefined ? undefined : String(long.published),
      containerPort: String(long.target),
    };
  }
  const short = String(entry).replace(/\/[a-z]+$/i, '');
  const bracketed = /^\[(.*)\]:([^:]*):([^:]+)$/.exec(short);
  if (bracketed)
    return { hostIp: bracketed[1], hostPort: bracketed[2] || undefined, containerPort: bracketed[3] ?? '' };
  // The container port is last, the host port before it; anything earlier is the host IP (maybe IPv6).
  const parts = short.split(':');
  const containerPort = parts.pop() ?? '';
  const published = parts.pop();
  return {
    hostIp: parts.length > 0 ? parts.join(':') : undefined,
    hostPort: published || undefined,
    containerPort,
  };
}

/** Why a `ports` entry is not bound to 127.0.0.1 explicitly, or undefined when it is. */
function loopbackProblem(entry: unknown): string | undefined {
  const { hostIp } = parsePort(entry);
  if (!hostIp) return `${JSON.stringify(entry)} names no host IP, so Docker publishes it on every interface`;
  if (hostIp !== '127.0.0.1') return `${JSON.stringify(entry)} is published on ${hostIp}, not 127.0.0.1`;
  return undefined;
}

interface ComposeService {
  image?: unknown;
  build?: unknown;
  healthcheck?: { test?: unknown; disable?: unknown };
  ports?: unknown[];
  environment?: unknown;
  restart?: unknown;
}

const composeFile = path.join(__dirname, '..', '..', 'docker-compose.yml');
const compose = parse(readFileSync(composeFile, 'utf8')) as { services?: Record<string, ComposeService> };
const services = compose.services ?? {};
const serviceEntries = Object.entries(services);

const infraServices = ['kafka', 'opensearch', 'mongo', 'minio', 'redis', 'mail'] as const;

/** The host ports each infrastructure service must publish: the defaults every client uses. */
const expectedHostPorts: Record<(typeof infraServices)[number], number[]> = {
  kafka: defaultAddresses.kafkaBrokers.map((broker) => hostPort(broker, 9092).port),
  opensearch: [hostPort(defaultAddresses.opensearchUrl, 9200).port],
  mongo: [hostPort(defaultAddresses.mongoUrl, 27017).port],
  minio: [hostPort(defaultAddresses.s3.endpoint, 9000).port],
  redis: [hostPort(defaultAddresses.redisUrl, 6379).port],
  mail: [hostPort(defaultAddresses.smtpUrl, 25).port, hostPort(defaultAddresses.mailInboxUrl, 80).port],
};

describe('docker-compose.yml', () => {
  it('defines the six infrastructure services', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining([...infraServices]));
  });

  it.each(serviceEntries)('service %s has an image or a build', (_name, service) => {
    expect(service.image ?? service.build).toBeTruthy();
  });

  // A one-shot job (the demo seed: `restart: 'no'`) has no health to check: its exit status is what counts, and
  // whatever depends on it waits for service_completed_successfully (compose-product.spec.ts checks that).
  const longRunning = serviceEntries.filter(([, service]) => service.restart !== 'no');

  it.each(longRunning)('service %s has a health check with a test', (_name, service) => {
    const check = service.healthcheck;
    expect(check?.disable).not.toBe(true);
    const test = check?.test;
    const nonEmpty = Array.isArray(test)
      ? test.length > 0 && test[0] !== 'NONE'
      : typeof test === 'string' && test.trim() !== '';
    expect(nonEmpty).toBe(true);
  });

  it('publishes every port on 127.0.0.1 only', () => {
    const problems = serviceEntries.flatMap(([name, service]) =>
      (service.ports ?? []).flatMap((entry) => {
        const problem = loopbackProblem(entry);
        return problem ? [`${name}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it.each(infraServices)('service %s publishes the default host ports', (name) => {
    const published = (services[name]?.ports ?? []).map((entry) => Number(parsePort(entry).hostPort));
    expect(published.sort((a, b) => a - b)).toEqual([...expectedHostPorts[name]].sort((a, b) => a - b));
  });

  it('has Kafka advertise the address the host connects to', () => {
    const env = services.kafka?.environment as Record<string, unknown> | undefined;
    expect(String(env?.KAFKA_ADVERTISED_LISTENERS)).toContain(`//${defaultAddresses.kafkaBrokers[0]}`);
  });

  it.each(infraServices)('service %s uses the same image as TEST_INFRA=containers', (name) => {
    expect(services[name]?.image).toBe(containerImages[name]);
  });
});

describe('loopbackProblem', () => {
  it.each([
    ['a short port with no host IP', '9092:9092'],
    ['a container port alone', '9092'],
    ['a bare number', 9092],
    ['a short port on 0.0.0.0', '0.0.0.0:9092:9092'],
    ['a short port on another address', '192.168.1.10:9092:9092'],
    ['a long port without host_ip', { target: 9092, published: '9092' }],
    ['a long port on 0.0.0.0', { target: 9092, published: 9092, host_ip: '0.0.0.0' }],
  ])('rejects %s', (_what, entry) => {
    expect(loopbackProblem(entry)).toEqual(expect.any(String));
  });

  it.each([
    ['a short port', '127.0.0.1:9092:9092'],
    ['a short port with a protocol', '127.0.0.1:1025:1025/tcp'],
    ['a long port', { target: 9092, published: '9092', host_ip: '127.0.0.1' }],
  ])('accepts %s', (_what, entry) => {
    expect(loopbackProblem(entry)).toBeUndefined();
  });

  it('reads host IP, host port and container port in both syntaxes', () => {
    expect(parsePort('127.0.0.1:9093:9092/udp')).toEqual({
      hostIp: '127.0.0.1',
      hostPort: '9093',
      containerPort: '9092',
    });
    expect(parsePort('[::1]:6001:6000')).toEqual({ hostIp: '::1', hostPort: '6001', containerPort: '6000' });
    expect(parsePort('127.0.0.1::5000')).toEqual({ hostIp: '127.0.0.1', hostPort: undefined, containerPort: '5000' });
    expect(parsePort({ target: 80, published: 8080, host_ip: '127.0.0.1' })).toEqual({
      hostIp: '127.0.0.1',
      hostPort: '8080',
      containerPort: '80',
    });
  });
});
