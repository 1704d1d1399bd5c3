import { Inject, Injectable } from '@nestjs/common';
import type { MaintenanceCategory, MaintenancePriority } from '@trio/contracts/events/maintenance';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { InjectConfig } from '@trio/service-kit/config';
import { InjectRedis } from '@trio/service-kit/redis';
import type { Redis } from 'ioredis';
import type { NotificationsConfig } from '../../config';

/**
 * One maintenance request as its digest lists it, with what the digest's e-mail says around the list. Kept raw
 * (codes, ISO times, no words): the e-mail writes them in its reader's language when it is rendered.
 */
export interface DigestItem {
  title: string;
  priority: MaintenancePriority;
  category: MaintenanceCategory;
  tenantName: string;
  /** ISO instant: the digest lists its requests in the order they were made. */
  submittedAt: string;
  propertyName: string;
  /** How the e-mail greets its recipient (absent: not known yet), and where it sends them. */
  recipientName?: string;
  hubUrl: string;
}

/** The requests kept for one person about one home during one burst, now due. */
export interface DueDigest {
  /** `<recipient>|<propertyId>|<window end, ms>`: names the digest e-mail (its cause), once. */
  id: string;
  recipient: string;
  propertyId: string;
  items: DigestItem[];
}

/**
 * Opens a burst (nothing open, or the open one ended by the clock), or keeps the request in the open one.
 * KEYS: the open burst (hash endsAt, opener), the due set. ARGV: now, the end of a new burst, the event id, the item,
 * how long Redis keeps the keys, the burst's member prefix. Answers 'now' (mail it at once) or 'kept'.
 */
const ADMIT = `
local endsAt = tonumber(redis.call('HGET', KEYS[1], 'endsAt') or '0')
local opener = redis.call('HGET', KEYS[1], 'opener')
if endsAt > tonumber(ARGV[1]) then
  if opener == ARGV[3] then return 'now' end
  local member = ARGV[6] .. '|' .. endsAt
  redis.call('HSET', KEYS[2] .. ':' .. member, ARGV[3], ARGV[4])
  redis.call('PEXPIRE', KEYS[2] .. ':' .. member, ARGV[5])
  redis.call('ZADD', KEYS[2], endsAt, member)
  return 'kept'
end
redis.call('HSET', KEYS[1], 'endsAt', ARGV[2], 'opener', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 'now'`;

/**
 * A tenant's burst of maintenance requests reaches the landlord and the manager as two e-mails per person, not one
 * per request: the first request of a burst is mailed at once; those that follow within
 * MAINTENANCE_DIGEST_WINDOW_MINUTES of it (by the injected clock) are kept in Redis and mailed together as one
 * digest when the burst ends (`due`, run every minute by the digest job). Per recipient and home; a redelivered event
 * gets the same answer as before and is kept once.
 */
@Injectable()
export class MaintenanceDigests {
  private readonly prefix: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: NotificationsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.prefix = `${config.SERVICE_NAME}:maintenance-digests`;
  }

  /** Whether to mail this request now (it opens a burst) or keep it for the burst's digest. */
  async admit(recipient: string, propertyId: string, eventId: string, item: DigestItem): Promise<'now' | 'kept'> {
    const now = this.clock.now().getTime();
    const windowMs = this.config.MAINTENANCE_DIGEST_WINDOW_MINUTES * 60_000;
    const who = `${recipient.trim().toLowerCase()}|${propertyId}`;
    const answer = await this.redis.eval(
      ADMIT,
      2,
      `${this.prefix}:open:${who}`,
      `${this.prefix}:due`,
      String(now),
      String(now + windowMs),
      eventId,
      JSON.stringify(item),
      // Kept a day beyond the burst: long enough for any sweep, gone by themselves after.
      String(windowMs + 24 * 3_600_000),
      who,
    );
    return answer === 'kept' ? 'kept' : 'now';
  }

  /** The digests whose burst has ended by the clock, oldest first (still stored until `sent`). */
  async due(): Promise<DueDigest[]> {
    const members = await this.redis.zrangebyscore(`${this.prefix}:due`, '-inf', this.clock.now().getTime());
    const digests: DueDigest[] = [];
    for (const member of members) {
      const kept = await this.redis.hgetall(`${this.prefix}:due:${member}`);
      const [recipient = '', propertyId = ''] = member.split('|');
      const items = Object.values(kept)
        .map((json) => JSON.parse(json) as DigestItem)
        .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
      digests.push({ id: member, recipient, propertyId, items });
    }
    return digests;
  }

  /** The digest was handed to the mail queue: forget it. */
  async sent(digest: DueDigest): Promise<void> {
    await this.redis.multi().zrem(`${this.prefix}:due`, digest.id).del(`${this.prefix}:due:${digest.id}`).exec();
  }
}
