import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { AlertsService } from './alerts.service';
import { DIGEST_LINE_MODEL, digestLineSchema } from './digest-line.schema';
import { OnAreaInterestServedHandler } from './handlers/on-area-interest-served.handler';
import { OnSavedSearchMatchedHandler } from './handlers/on-saved-search-matched.handler';
import { SavedSearchDigestJob } from './jobs/saved-search-digest.job';

/**
 * The alerts (issue 27): a saved search's new homes, mailed at once or gathered into the 08:00 IST digest (its
 * lines in `saved_search_digest_lines`, its sweep on the saved-search-digest queue), and the one e-mail of a served
 * area interest. Its handlers run after the copies' (the digest reads the homes' status from the property copy).
 * Only the running service has it: it has no module of its own.
 */
export const alertsFeature = defineFeature({
  handlers: [OnSavedSearchMatchedHandler, OnAreaInterestServedHandler],
  jobs: [SavedSearchDigestJob],
  app: {
    imports: [MongooseModule.forFeature([{ name: DIGEST_LINE_MODEL, schema: digestLineSchema }])],
    providers: [AlertsService],
  },
});
