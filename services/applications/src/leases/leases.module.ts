import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApplicationsModule } from '../applications/applications.module';
import { CopiesModule } from '../copies/copies.module';
import { LEASE_MODEL, leaseSchema, OCCUPANCY_MODEL, propertyOccupancySchema } from './lease.schema';
import { LeasesRepository } from './leases.repository';
import { LeasesService } from './leases.service';

/** Leases: their models (leases, property occupancy), repository and service. The app declares controller, handler, job. */
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
  exports: [LeasesService],
})
export class LeasesModule {}
