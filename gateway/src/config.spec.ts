import { join } from 'node:path';
import { ConfigError, loadConfig } from '@trio/service-kit/config';
import { gatewayConfigSchema } from './config';

const required = { REDIS_URL: 'redis://127.0.0.1:6379', INTERNAL_IDENTITY_SECRET: 's'.repeat(32) };

describe('gatewayConfigSchema', () => {
  it('needs only Redis and the identity secret; everything else has a local default', () => {
    expect(loadConfig(gatewayConfigSchema, required)).toEqual({
      ...required,
      SERVICE_NAME: 'gateway',
      PORT: 3000,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      REDIS_KEY_PREFIX: 'gateway',
      USERS_URL: ['http://127.0.0.1:3101'],
      PROPERTIES_URL: ['http://127.0.0.1:3102'],
      APPLICATIONS_URL: ['http://127.0.0.1:3103'],
      PAYMENTS_URL: ['http://127.0.0.1:3104'],
      MAINTENANCE_URL: ['http://127.0.0.1:3105'],
      NOTIFICATIONS_URL: ['http://127.0.0.1:3106'],
      DOWNSTREAM_TIMEOUT_MS: 10_000,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      CORS_ORIGINS: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      AUTH_RATE_LIMIT: 30,
      AUTH_RATE_WINDOW_MS: 60_000,
      SESSION_RATE_LIMIT: 600,
      SESSION_RATE_WINDOW_MS: 60_000,
      WEBHOOK_RATE_LIMIT: 6_000,
      WEBHOOK_RATE_WINDOW_MS: 60_000,
      SUGGEST_RATE_LIMIT: 600,
      SUGGEST_RATE_WINDOW_MS: 60_000,
      CLIENT_LOG_RATE_LIMIT: 60,
      CLIENT_LOG_RATE_WINDOW_MS: 60_000,
      CLIENT_LOG_MAX_BYTES: 16_384,
      METRICS_HOST: '127.0.0.1',
      LOGIN_FAILURES_PER_ADDRESS: 20,
      LOGIN_FAILURE_WINDOW_MS: 900_000,
      ROLE_CACHE_MS: 3_000,
      SPA_DIR: join(__dirname, '..', '..', 'frontend', 'dist'),
    });
  });

  it('parses lists and numbers, and names every bad variable', () => {
    expect(
      loadConfig(gatewayConfigSchema, { ...required, CORS_ORIGINS: 'https://trio.rentals, http://localhost:4173' })
        .CORS_ORIGINS,
    ).toEqual(['https://trio.rentals', 'http://localhost:4173']);
    // A service's replicas: its base URLs, comma-separated.
    expect(
      loadConfig(gatewayConfigSchema, { ...required, USERS_URL: 'http://10.0.0.5:3101, http://10.0.0.6:3101' })
        .USERS_URL,
    ).toEqual(['http://10.0.0.5:3101', 'http://10.0.0.6:3101']);
    let error: unknown;
    try {
      loadConfig(gatewayConfigSchema, {
        USERS_URL: 'users:3101',
        AUTH_RATE_LIMIT: '0',
        CORS_ORIGINS: 'not a url',
        MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.variable).sort()).toEqual(
      ['AUTH_RATE_LIMIT', 'CORS_ORIGINS', 'INTERNAL_IDENTITY_SECRET', 'MAP_TILE_URL', 'REDIS_URL', 'USERS_URL'].sort(),
    );
  });
});
