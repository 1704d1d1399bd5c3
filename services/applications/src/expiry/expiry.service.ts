import { Inject, Injectable } from '@nestjs/common';
import { ApplicationsService } from '../applications/applications.service';

/** How many due applications one sweep takes on; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Expires what is due at a given moment. The job handlers call it with the clock's time; the ops command
 * `expire --now <date>` with the time it is given (what the end-to-end tests use to see expiry without waiting).
 */
@Injectable()
export class ExpiryService {
  constructor(@Inject(ApplicationsService) private readonly applications: ApplicationsService) {}

  /** The applications due at `now`, as `{ _id, version }`. */
  due(now: Date) {
    return this.applications.dueForExpiry(now, SWEEP_BATCH);
  }

  /** Expires one application if it is still due at `now`. */
  expireOne(applicationId: string, now: Date): Promise<boolean> {
    return this.applications.expire(applicationId, now);
  }

  /** Expires everything due at `now`, one by one; returns how many it expired. */
  async expireDue(now: Date): Promise<number> {
    let expired = 0;
    for (const { _id } of await this.due(now)) if (await this.expireOne(_id, now)) expired += 1;
    return expired;
  }
}
