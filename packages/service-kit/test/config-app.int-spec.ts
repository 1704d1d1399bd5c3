import { type AddressInfo } from 'node:net';
import { Module } from '@nestjs/common';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { resolveAddresses } from '../../../infra/local/addresses';
import {
  APP_CONFIG,
  baseConfigSchema,
  ConfigModule,
  type ConfigOf,
  internalIdentityConfigSchema,
  type Env,
} from '../src/config';
import { HealthModule, redisIndicator } from '../src/health';
import { createApp, IdempotencyModule, IdentityModule } from '../src/http';
import { LoggingModule } from '../src/logging';
import { createLogCapture } from '../src/testing';
import { send, TEST_IDENTITY_SECRET } from './http-support';

const appConfigSchema = z.object({ ...baseConfigSchema.shape, ...internalIdentityConfigSchema.shape });
type AppConfig = ConfigOf<typeof appConfigSchema>;

/** An app module as a service's main builds it: everything configured from the parsed environment. */
function appModule(env: Env, destination = createLogCapture().destination) {
  @Module({
    imports: [
      ConfigModule.forRoot(appConfigSchema, { env }),
      LoggingModule.forRoot({ destination }),
      IdentityModule.forRoot(),
      IdempotencyModule.forRoot(),
      HealthModule.forRootAsync({
        inject: [APP_CONFIG],
        useFactory: (config: AppConfig) => ({ indicators: [redisIndicator(config.REDIS_URL)] }),
      }),
    ],
  })
  class AppModule {}
  return AppModule;
}

describe('an app configured from its environment (createApp, as a main does it)', () => {
  const a = resolveAddresses();
  const env: Env = {
    SERVICE_NAME: 'sample-service',
    PORT: '0',
    LOG_LEVEL: 'debug',
    KAFKA_BROKERS: a.kafkaBrokers.join(','),
    MONGO_URL: a.mongoUrl,
    REDIS_URL: a.redisUrl,
    INTERNAL_IDENTITY_SECRET: TEST_IDENTITY_SECRET,
  };

  it('starts, logs under SERVICE_NAME and serves readiness from config-built indicators', async () => {
    const logs = createLogCapture();
    const app: NestFastifyApplication = await createApp(appModule(env, logs.destination), { shutdownHooks: false });
    try {
      const config = app.get<symbol, AppConfig>(APP_CONFIG);
      await app.listen({ port: config.PORT, host: '127.0.0.1' });
      const { port } = app.getHttpServer().address() as AddressInfo;
      const ready = await send(`http://127.0.0.1:${port}/health/ready`);
      expect(ready.status).toBe(200);
      // Nest's own start-up lines went through pino too.
      expect(logs.find((l) => l.context === 'NestApplication' && l.service === 'sample-service')).toBeDefined();
      const probe = await logs.waitFor((l) => l.msg === 'request completed' && l.path === '/health/ready');
      expect(probe).toMatchObject({ service: 'sample-service', level: 'debug', statusCode: 200 });
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a bad environment, naming every bad variable', async () => {
    const bad = { ...env, PORT: 'http', REDIS_URL: undefined, INTERNAL_IDENTITY_SECRET: 'short' };
    await expect(createApp(appModule(bad), { shutdownHooks: false })).rejects.toThrow(
      /PORT: .*\n.*REDIS_URL: is missing\n.*INTERNAL_IDENTITY_SECRET: must be at least 32 characters/,
    );
  });
});
