import { razorpaySettingsToEnv, resolveRazorpaySettings, type RazorpaySettings } from '../razorpay/settings';

/**
 * Where each piece of infrastructure answers. Every address has a loopback default and an environment
 * variable that overrides it, so a host that runs its own servers is used as it is.
 */
export interface InfraAddresses {
  /** KAFKA_BROKERS: comma-separated host:port list. */
  kafkaBrokers: string[];
  /** MONGO_URL: a MongoDB connection string without a database name. */
  mongoUrl: string;
  /** OPENSEARCH_URL */
  opensearchUrl: string;
  /** S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION */
  s3: { endpoint: string; accessKey: string; secretKey: string; region: string };
  /** REDIS_URL */
  redisUrl: string;
  /** SMTP_URL: where mail is sent. */
  smtpUrl: string;
  /** MAIL_INBOX_URL: the SMTP capture's web inbox and REST API. */
  mailInboxUrl: string;
  /**
   * RAZORPAY_API_URL, RAZORPAY_CHECKOUT_URL, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET,
   * RAZORPAY_STAND_IN_WEBHOOK_URL: the stand-in by default, real Razorpay when its keys are given
   * (infra/razorpay/settings.ts).
   */
  razorpay: RazorpaySettings;
}

export const defaultAddresses: InfraAddresses = {
  kafkaBrokers: ['127.0.0.1:9092'],
  mongoUrl: 'mongodb://127.0.0.1:27017',
  opensearchUrl: 'http://127.0.0.1:9200',
  s3: {
    endpoint: 'http://127.0.0.1:9000',
    accessKey: 'trio-local',
    secretKey: 'trio-local-secret',
    region: 'us-east-1',
  },
  redisUrl: 'redis://127.0.0.1:6379',
  smtpUrl: 'smtp://127.0.0.1:1025',
  mailInboxUrl: 'http://127.0.0.1:1080',
  razorpay: resolveRazorpaySettings({}),
};

type Env = Record<string, string | undefined>;

function pick(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

export function resolveAddresses(env: Env = process.env): InfraAddresses {
  const d = defaultAddresses;
  return {
    kafkaBrokers: pick(env, 'KAFKA_BROKERS', d.kafkaBrokers.join(','))
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    mongoUrl: pick(env, 'MONGO_URL', d.mongoUrl),
    opensearchUrl: pick(env, 'OPENSEARCH_URL', d.opensearchUrl).replace(/\/+$/, ''),
    s3: {
      endpoint: pick(env, 'S3_ENDPOINT', d.s3.endpoint).replace(/\/+$/, ''),
      accessKey: pick(env, 'S3_ACCESS_KEY', d.s3.accessKey),
      secretKey: pick(env, 'S3_SECRET_KEY', d.s3.secretKey),
      region: pick(env, 'S3_REGION', d.s3.region),
    },
    redisUrl: pick(env, 'REDIS_URL', d.redisUrl),
    smtpUrl: pick(env, 'SMTP_URL', d.smtpUrl),
    mailInboxUrl: pick(env, 'MAIL_INBOX_URL', d.mailInboxUrl).replace(/\/+$/, ''),
    razorpay: resolveRazorpaySettings(env),
  };
}

/** The same addresses as environment variables, for child processes and test workers. */
export function addressesToEnv(a: InfraAddresses): Record<string, string> {
  return {
    KAFKA_BROKERS: a.kafkaBrokers.join(','),
    MONGO_URL: a.mongoUrl,
    OPENSEARCH_URL: a.opensearchUrl,
    S3_ENDPOINT: a.s3.endpoint,
    S3_ACCESS_KEY: a.s3.accessKey,
    S3_SECRET_KEY: a.s3.secretKey,
    S3_REGION: a.s3.region,
    REDIS_URL: a.redisUrl,
    SMTP_URL: a.smtpUrl,
    MAIL_INBOX_URL: a.mailInboxUrl,
    ...razorpaySettingsToEnv(a.razorpay),
  };
}

export interface HostPort {
  host: string;
  port: number;
}

/** Host and port of a URL or a bare host:port, with the scheme's default port when none is given. */
export function hostPort(address: string, defaultPort: number): HostPort {
  const url = new URL(address.includes('://') ? address : `tcp://${address}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return { host, port: url.port ? Number(url.port) : defaultPort };
}

/** Local mode only ever starts servers on the loopback interface. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
