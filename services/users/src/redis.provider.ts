import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { Redis } from 'ioredis';
import type { UsersConfig } from './config';

/** The service's Redis connection (sign-in attempt counters); closed with the app. */
@Injectable()
export class UsersRedis implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(@InjectConfig() config: UsersConfig) {
    this.client = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
