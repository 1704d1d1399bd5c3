import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import {
  APPLICATION_COPY,
  applicationCopySchema,
  LEASE_COPY,
  leaseCopySchema,
  PROPERTY_COPY,
  propertyCopySchema,
} from './projection.schemas';
import { ProjectionsService } from './projections.service';

/** The properties, applications and leases copies; the app declares their event handlers (handlers/). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: PROPERTY_COPY, schema: propertyCopySchema },
      { name: APPLICATION_COPY, schema: applicationCopySchema },
      { name: LEASE_COPY, schema: leaseCopySchema },
    ]),
  ],
  providers: [ProjectionsService],
  exports: [ProjectionsService],
})
export class ProjectionsModule {}
