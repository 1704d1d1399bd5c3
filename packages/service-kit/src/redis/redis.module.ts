import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG } from '../config';
import { closeRedis } from './close-redis';

/** Injection token of the app's Redis connection (`RedisModule`). */
export const REDIS = Symbol.for('trio.service-kit.redis');

/** Injects the app's Redis connection: `constructor(@InjectRedis() private readonly redis: Redis)`. */
export function InjectRedis(): ParameterDecorator & PropertyDecorator {
  return Inject(REDIS);
}

export interface RedisModuleOptions {
  /** Defaults to REDIS_URL of the app's configuration. */
  url?: string;
  /** Passed on to ioredis; default `maxRetriesPerRequest: 2`, so a command fails rather than waits forever. */
  connection?: RedisOptions;
}

/**
 * The app's one Redis connection for its own keys (counters, locks), global, opened at start-up and closed with the
 * app. BullMQ (`JobsModule`) and idempotency keep connections of their own: they need other client settings.
 */
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  static forRoot(options: RedisModuleOptions = {}): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      providers: [
        {
          provide: REDIS,
          inject: [{ token: APP_CONFIG, optional: true }],
          useFactory: (config?: { REDIS_URL?: string }) => {
            const url = options.url ?? config?.REDIS_URL;
            if (!url) throw new Error('RedisModule needs a URL: pass { url }, or REDIS_URL in the configuration');
            return new Redis(url, { maxRetriesPerRequest: 2, ...options.connection });
          },
        },
      ],
      exports: [REDIS],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
