import { RedisModule } from '@trio/service-kit/redis';
import { defineFeature } from '@trio/service-kit/service';
import { MaintenanceDigestJob } from './digests/maintenance-digest.job';
import { MaintenanceDigests } from './digests/maintenance-digests';
import { OnApplicationChangedHandler } from './handlers/on-application-changed.handler';
import { OnConversationUnreadHandler } from './handlers/on-conversation-unread.handler';
import { OnDepositChangedHandler } from './handlers/on-deposit-changed.handler';
import { OnLeaseCreatedHandler } from './handlers/on-lease-created.handler';
import { OnLeaseRenewalHandler } from './handlers/on-lease-renewal.handler';
import { OnListingRequestChangedHandler } from './handlers/on-listing-request-changed.handler';
import { OnMaintenanceChangedHandler } from './handlers/on-maintenance-changed.handler';
import { OnPaymentCapturedHandler } from './handlers/on-payment-captured.handler';
import { OnReminderSentHandler } from './handlers/on-reminder-sent.handler';
import { OnUserChangedHandler } from './handlers/on-user-changed.handler';
import { MessagesService } from './messages.service';

/**
 * The messages: one handler per source of news (after the copies', which run first), each mailing a state change,
 * and the maintenance digests (their job on the maintenance-digest queue, their bursts counted in Redis). Only the
 * running service has them: it has no module of its own.
 */
export const messagesFeature = defineFeature({
  handlers: [
    OnUserChangedHandler,
    OnApplicationChangedHandler,
    OnLeaseCreatedHandler,
    OnLeaseRenewalHandler,
    OnPaymentCapturedHandler,
    OnListingRequestChangedHandler,
    OnMaintenanceChangedHandler,
    OnReminderSentHandler,
    OnConversationUnreadHandler,
    OnDepositChangedHandler,
  ],
  jobs: [MaintenanceDigestJob],
  app: { imports: [RedisModule.forRoot()], providers: [MessagesService, MaintenanceDigests] }, // Redis: the digests' bursts
});
