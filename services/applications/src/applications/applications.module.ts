import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CopiesModule } from '../copies/copies.module';
import { APPLICATION_MODEL, applicationSchema, applicationSlotSchema, SLOT_MODEL } from './application.schema';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationAccess } from './application-access';
import { ApplicationEventFacts } from './application-event-facts';
import { ApplicationReadsService } from './application-reads.service';
import { ApplicationsService } from './applications.service';
import { LeaseOutcomeService } from './lease-outcome.service';

/** Rental applications: their models (applications, open slots), repository and service. The app declares the controller. */
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
  exports: [ApplicationsService, ApplicationReadsService, LeaseOutcomeService],
})
export class ApplicationsModule {}
