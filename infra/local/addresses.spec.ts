import { addressesToEnv, defaultAddresses, hostPort, isLoopback, resolveAddresses } from './addresses';

describe('infra addresses', () => {
  it('uses the loopback defaults when nothing is set', () => {
    expect(resolveAddresses({})).toEqual(defaultAddresses);
  });

  it('takes every address from its environment variable, trimming lists and trailing slashes', () => {
    const a = resolveAddresses({
      KAFKA_BROKERS: ' kafka-1:9092, kafka-2:9092 ',
      MONGO_URL: 'mongodb://db.internal:27018',
      OPENSEARCH_URL: 'http://search:9201/',
      S3_ENDPOINT: 'http://s3:9100/',
      S3_ACCESS_KEY: 'ak',
      S3_SECRET_KEY: 'sk-secret',
      REDIS_URL: 'redis://cache:6380',
      SMTP_URL: 'smtp://mail:2525',
      MAIL_INBOX_URL: 'http://mail:8025/',
    });
    expect(a.kafkaBrokers).toEqual(['kafka-1:9092', 'kafka-2:9092']);
    expect(a.opensearchUrl).toBe('http://search:9201');
    expect(a.s3).toEqual({ endpoint: 'http://s3:9100', accessKey: 'ak', secretKey: 'sk-secret', region: 'us-east-1' });
    expect(a.mailInboxUrl).toBe('http://mail:8025');
    expect(resolveAddresses(addressesToEnv(a))).toEqual(a);
  });

  it('treats blank variables as unset', () => {
    expect(resolveAddresses({ REDIS_URL: '  ' }).redisUrl).toBe(defaultAddresses.redisUrl);
  });

  it('reads host and port from URLs and bare host:port, with the default port when none is given', () => {
    expect(hostPort('127.0.0.1:9092', 1)).toEqual({ host: '127.0.0.1', port: 9092 });
    expect(hostPort('mongodb://127.0.0.1:27018/?directConnection=true', 27017)).toEqual({
      host: '127.0.0.1',
      port: 27018,
    });
    expect(hostPort('redis://localhost', 6379)).toEqual({ host: 'localhost', port: 6379 });
    expect(hostPort('http://[::1]:9200', 80)).toEqual({ host: '::1', port: 9200 });
  });

  it('starts servers only on loopback hosts', () => {
    expect(['127.0.0.1', '127.0.0.2', 'localhost', '::1'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '10.0.0.5', 'kafka', '128.0.0.1'].some(isLoopback)).toBe(false);
  });
});
