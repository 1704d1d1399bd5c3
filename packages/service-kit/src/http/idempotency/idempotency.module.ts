import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config';
import { closeRedis } from '../../redis/close-redis';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import {
  IDEMPOTENCY_OPTIONS,
  IDEMPOTENCY_STORE,
  type IdempotencyModuleOptions,
  type ResolvedIdempotencyOptions,
} from './idempotency.options';
import { RedisIdempotencyStore } from './idempotency.store';

const OWNED_REDIS = Symbol('trio.service-kit.idempotency-owned-redis');

interface IdempotencyConfig {
  REDIS_URL?: string;
  SERVICE_NAME?: string;
}

@Module({})
export class IdempotencyModule implements OnApplicationShutdown {
  constructor(@Inject(OWNED_REDIS) private readonly ownedRedis: Redis | null) {}

  /** Global: the Redis store and the interceptor that `@Idempotent()` routes use. */
  static forRoot(options: IdempotencyModuleOptions = {}): DynamicModule {
    return {
      module: IdempotencyModule,
      global: true,
      providers: [
        {
          provide: IDEMPOTENCY_OPTIONS,
          inject: [{ token: APP_CONFIG, optional: true }],
          useFactory: (config?: IdempotencyConfig): ResolvedIdempotencyOptions => ({
            keyPrefix:
              options.keyPrefix ?? (config?.SERVICE_NAME ? `idempotency:${config.SERVICE_NAME}` : 'idempotency'),
            ttlSeconds: options.ttlSeconds ?? 24 * 60 * 60,
            waitMs: options.waitMs ?? 10_000,
            pollMs: options.pollMs ?? 50,
            inFlightTtlMs: options.inFlightTtlMs ?? 60_000,
          }),
        },
        {
          provide: OWNED_REDIS,
          inject: [{ token: APP_CONFIG, optional: true }],
          useFactory: (config?: IdempotencyConfig): Redis | null => {
            if (options.redis) return null;
            const url = options.redisUrl ?? config?.REDIS_URL;
            if (!url) throw new Error('IdempotencyModule needs Redis: pass { redisUrl } or { redis }, or REDIS_URL');
            return new Redis(url, { maxRetriesPerRequest: 2 });
          },
        },
        {
          provide: IDEMPOTENCY_STORE,
          inject: [OWNED_REDIS],
          useFactory: (owned: Redis | null) => new RedisIdempotencyStore(options.redis ?? (owned as Redis)),
        },
        IdempotencyInterceptor,
      ],
      exports: [IDEMPOTENCY_OPTIONS, IDEMPOTENCY_STORE, IdempotencyInterceptor],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.ownedRedis) await closeRedis(this.ownedRedis);
  }
}
