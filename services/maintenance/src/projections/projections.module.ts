import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import {
  LEASE_COPY,
  leaseCopySchema,
  MANAGER_COPY,
  managerCopySchema,
  PERSON_COPY,
  personCopySchema,
  PROPERTY_COPY,
  propertyCopySchema,
} from './projection.schemas';
import { ProjectionsService } from './projections.service';

/** The leases, properties, people and managers copies; the app declares their event handlers (handlers/). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: LEASE_COPY, schema: leaseCopySchema },
      { name: PROPERTY_COPY, schema: propertyCopySchema },
      { name: PERSON_COPY, schema: personCopySchema },
      { name: MANAGER_COPY, schema: managerCopySchema },
    ]),
  ],
  providers: [ProjectionsService],
  exports: [ProjectionsService],
})
export class ProjectionsModule {}
