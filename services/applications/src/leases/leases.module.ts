import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { ApplicationsModule } from '../applications/applications.module';
import { CopiesModule } from '../copies/copies.module';
import { LEASE_MODEL, leaseSchema, OCCUPANCY_MODEL, propertyOccupancySchema } from './lease.schema';
import { OnLeaseChangedHandler } from './handlers/on-lease-changed.handler';
import { OnPaymentCapturedHandler } from './handlers/on-payment-captured.handler';
import { OnPropertyChangedHandler } from './handlers/on-property-changed.handler';
import { EndLeasesJob } from './jobs/end-leases.job';
import { LeasesController } from './leases.controller';
import { LeasesRepository } from './leases.repository';
import { LeasesService } from './leases.service';

/** Leases: their models (leases, property occupancy), repository and service. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: LEASE_MODEL, schema: leaseSchema },
      { name: OCCUPANCY_MODEL, schema: propertyOccupancySchema },
    ]),
    ApplicationsModule,
    CopiesModule,
  ],
  providers: [LeasesRepository, LeasesService],
  exports: [LeasesRepository, LeasesService],
})
export class LeasesModule {}

/**
 * The leases, with their job (on the leases queue): the captured initial payment makes the lease; a lease's own
 * events and a changed home have the landlord's kept leases read again. They run before the applications' handlers.
 */
export const leasesFeature = defineFeature({
  module: LeasesModule,
  controllers: [LeasesController],
  handlers: [OnPaymentCapturedHandler, OnLeaseChangedHandler, OnPropertyChangedHandler],
  jobs: [EndLeasesJob],
});
