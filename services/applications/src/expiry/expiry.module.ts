import { Module } from '@nestjs/common';
import { defineFeature } from '@trio/service-kit/service';
import { ApplicationsModule } from '../applications/applications.module';
import { ExpiryService } from './expiry.service';
import { ExpireApplicationsJob } from './jobs/expire-applications.job';

/** Expiry of unanswered and unpaid applications (ExpiryService). */
@Module({
  imports: [ApplicationsModule],
  providers: [ExpiryService],
  exports: [ExpiryService],
})
export class ExpiryModule {}

/** The expiry, with its job (on the expiry queue). */
export const expiryFeature = defineFeature({ module: ExpiryModule, jobs: [ExpireApplicationsJob] });
