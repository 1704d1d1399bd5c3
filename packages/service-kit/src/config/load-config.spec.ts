import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { z } from 'zod';
import { ConfigModule, InjectConfig, type ConfigOf } from './config.module';
import { ConfigError, loadConfig } from './load-config';
import { baseConfigSchema, internalIdentityConfigSchema, s3ConfigSchema } from './schemas';

const schema = z.object({
  ...baseConfigSchema.shape,
  ...s3ConfigSchema.shape,
  ...internalIdentityConfigSchema.shape,
});
type AppConfig = ConfigOf<typeof schema>;

const goodEnv = {
  SERVICE_NAME: 'payments',
  PORT: '3104',
  KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9094',
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'trio-local',
  S3_SECRET_KEY: 'trio-local-secret',
  INTERNAL_IDENTITY_SECRET: 'x'.repeat(32),
};

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('parses a good environment into typed values with defaults', () => {
    const config = loadConfig(schema, goodEnv);
    expect(config).toMatchObject({
      SERVICE_NAME: 'payments',
      PORT: 3104,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      KAFKA_BROKERS: ['127.0.0.1:9092', '127.0.0.1:9094'],
      S3_REGION: 'us-east-1',
    });
  });

  it('names every invalid or missing variable in one error, without their values', () => {
    const secret = 'too-short-secret-value';
    const error = errorOf(() =>
      loadConfig(schema, {
        ...goodEnv,
        SERVICE_NAME: undefined,
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        KAFKA_BROKERS: ' , ',
        MONGO_URL: 'postgres://db',
        REDIS_URL: '',
        INTERNAL_IDENTITY_SECRET: secret,
      }),
    );
    expect(error.problems.map((p) => p.variable).sort()).toEqual(
      [
        'INTERNAL_IDENTITY_SECRET',
        'KAFKA_BROKERS',
        'LOG_LEVEL',
        'MONGO_URL',
        'PORT',
        'REDIS_URL',
        'SERVICE_NAME',
      ].sort(),
    );
    expect(error.message).toContain('SERVICE_NAME: is missing');
    expect(error.message).toContain('REDIS_URL: is missing');
    expect(error.message).toContain('INTERNAL_IDENTITY_SECRET: must be at least 32 characters');
    expect(error.message).toContain('KAFKA_BROKERS: must list at least one');
    expect(error.message).toMatch(/MONGO_URL: must be a URL starting with mongodb:\/\//);
    expect(error.message).not.toContain(secret);
    expect(error.message).not.toContain('eighty');
  });

  it('rejects a broker without a port', () => {
    const error = errorOf(() => loadConfig(schema, { ...goodEnv, KAFKA_BROKERS: 'kafka' }));
    expect(error.problems).toEqual([{ variable: 'KAFKA_BROKERS', reason: 'each broker must be host:port' }]);
  });
});

describe('ConfigModule', () => {
  @Injectable()
  class NeedsConfig {
    constructor(@InjectConfig() readonly config: AppConfig) {}
  }

  it('provides the parsed configuration to any provider', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(schema, { env: goodEnv })],
      providers: [NeedsConfig],
    }).compile();
    expect(moduleRef.get(NeedsConfig).config.PORT).toBe(3104);
    await moduleRef.close();
  });

  it('refuses to start with a bad environment', async () => {
    await expect(
      Test.createTestingModule({
        imports: [ConfigModule.forRoot(schema, { env: { ...goodEnv, PORT: undefined } })],
      }).compile(),
    ).rejects.toThrow(/PORT: is missing/);
  });
});
