import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectRedis, WindowCounter } from '@trio/service-kit/redis';
import type { Redis } from 'ioredis';
import type { MaintenanceConfig } from '../config';
import { tooManyRequests } from './maintenance.exception';

/**
 * How many maintenance requests one tenant may send: MAINTENANCE_REQUESTS_PER_WINDOW within
 * MAINTENANCE_REQUEST_WINDOW_MINUTES, then 429 RATE_LIMITED with `retry-after` until the window ends. Each request
 * reaches the landlord and the manager of the home, so a tenant cannot flood them. Counted per tenant, before the
 * home is looked up (a tenant rents one home nearly always; naming another home in the body gains nothing), and
 * before the request is made (one INCR), so requests sent at once cannot pass the limit together; a request that is
 * then refused gives its count back.
 */
@Injectable()
export class SubmissionThrottle {
  private readonly counts: WindowCounter;

  constructor(
    @InjectRedis() redis: Redis,
    @InjectConfig() private readonly config: MaintenanceConfig,
  ) {
    this.counts = new WindowCounter(redis, `${config.SERVICE_NAME}:requests`);
  }

  /** Counts one request of `tenantId`, or throws 429. */
  async enter(tenantId: string): Promise<void> {
    const window = await this.counts.hit(tenantId, this.config.MAINTENANCE_REQUEST_WINDOW_MINUTES * 60_000);
    if (window.count > this.config.MAINTENANCE_REQUESTS_PER_WINDOW) {
      throw tooManyRequests(
        this.config.MAINTENANCE_REQUESTS_PER_WINDOW,
        Math.max(1, Math.ceil(window.resetInMs / 1000)),
      );
    }
  }

  /** Gives back the count of a request of `tenantId` that was refused after it entered. */
  async leave(tenantId: string): Promise<void> {
    await this.counts.release(tenantId);
  }
}
