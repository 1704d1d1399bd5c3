import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApplicationsModule } from '../applications/applications.module';
import { ManagersModule } from '../managers/managers.module';
import { PeopleModule } from '../people/people.module';
import { PropertiesModule } from '../properties/properties.module';
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
    PropertiesModule,
    ManagersModule,
    PeopleModule,
  ],
  providers: [LeasesRepository, LeasesService],
  exports: [LeasesService],
})
export class LeasesModule {}
