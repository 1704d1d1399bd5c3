import { type Provider } from '@nestjs/common';
import { APP_CONFIG } from '@trio/service-kit/config';
import { Redis } from 'ioredis';
import type { UsersConfig } from './config';

export const USERS_REDIS = Symbol('USERS_REDIS');

/** The service's Redis connection (sign-in attempt counters); closed with the app. */
export const usersRedisProvider: Provider = {
  provide: USERS_REDIS,
  inject: [APP_CONFIG],
  useFactory: (config: UsersConfig) => new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }),
};
