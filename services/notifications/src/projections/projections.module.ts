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
  RENT_COPY,
  rentCopySchema,
} from './projection.schemas';
import { ProjectionsService } from './projections.service';

/** People, managers, properties, leases and rent, from events; the app declares the handlers (messages/handlers). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PERSON_COPY, schema: personCopySchema },
      { name: MANAGER_COPY, schema: managerCopySchema },
      { name: PROPERTY_COPY, schema: propertyCopySchema },
      { name: LEASE_COPY, schema: leaseCopySchema },
      { name: RENT_COPY, schema: rentCopySchema },
    ]),
  ],
  providers: [ProjectionsService],
  exports: [ProjectionsService],
})
export class ProjectionsModule {}
