import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { CopiesModule } from '../copies/copies.module';
import { APPLICATION_MODEL, applicationSchema, applicationSlotSchema, SLOT_MODEL } from './application.schema';
import { ApplicationsController } from './applications.controller';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationAccess } from './application-access';
import { ApplicationEventFacts } from './application-event-facts';
import { ApplicationReadsService } from './application-reads.service';
import { ApplicationsService } from './applications.service';
import { OnLeaseCreatedHandler } from './handlers/on-lease-created.handler';
import { OnPropertyUpdatedHandler } from './handlers/on-property-updated.handler';
import { LeaseOutcomeService } from './lease-outcome.service';

/** Rental applications: their models (applications, open slots), repository and service. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: APPLICATION_MODEL, schema: applicationSchema },
      { name: SLOT_MODEL, schema: applicationSlotSchema },
    ]),
    CopiesModule,
  ],
  providers: [
    ApplicationsRepository,
    ApplicationAccess,
    ApplicationEventFacts,
    ApplicationsService,
    ApplicationReadsService,
    LeaseOutcomeService,
  ],
  exports: [ApplicationsRepository, ApplicationsService, ApplicationReadsService, LeaseOutcomeService],
})
export class ApplicationsModule {}

/**
 * The applications: a new lease completes the paid one and closes the others to its home; a changed home's
 * applications name its new manager (each after the leases feature's handler of the same event).
 */
export const applicationsFeature = defineFeature({
  module: ApplicationsModule,
  controllers: [ApplicationsController],
  handlers: [OnLeaseCreatedHandler, OnPropertyUpdatedHandler],
});
