import { Topic } from '@trio/contracts/topics';
import { ClockModule } from '@trio/service-kit/clock';
import { mediaBucketIndicator } from '@trio/service-kit/health';
import { defineService } from '@trio/service-kit/service';
import { applicationsFeature } from './applications/applications.module';
import { applicationsConfigSchema } from './config';
import { conversationsFeature } from './conversations/conversations.module';
import { conversationUnreadFeature } from './conversations/unread/unread.module';
import { ConversationUnreadQueue } from './conversations/unread/unread.queue';
import { copiesFeature } from './copies/copies.module';
import { expiryFeature } from './expiry/expiry.module';
import { ExpiryQueue } from './expiry/expiry.queue';
import { prepareApplicationsApp } from './http-setup';
import { leasesFeature } from './leases/leases.module';
import { LeasesQueue } from './leases/leases.queue';

/**
 * The applications service: rental applications (apply, review, withdraw, expiry) and leases (made from the
 * captured initial payment, ended on their end date, the agreement PDF). It knows properties, people, managers and
 * payments only from their events. And the conversations about homes, applications, leases and repairs.
 */
export const applications = defineService({
  name: 'applications',
  config: applicationsConfigSchema,
  publishes: [
    Topic.ApplicationsApplication,
    Topic.ApplicationsLease,
    Topic.ApplicationsMessage,
    Topic.ApplicationsConversation,
  ],
  queues: [ExpiryQueue, LeasesQueue, ConversationUnreadQueue],
  // One event's handlers run in this order (the copies' first): the captured initial payment makes the lease, and the
  // lease completes and closes applications; a changed home: the landlord's kept leases are read again, then its
  // applications name its new manager. The seed's catch-up replays topics through them too.
  features: [
    ClockModule,
    copiesFeature,
    leasesFeature,
    applicationsFeature,
    expiryFeature,
    conversationsFeature,
    conversationUnreadFeature,
  ],
  // Ready also means the bucket of conversation images answers (MinIO locally).
  health: (config) => [mediaBucketIndicator(config)],
  prepareHttp: prepareApplicationsApp,
});
