import { Module } from '@nestjs/common';
import { defineFeature } from '@trio/service-kit/service';
import { ListingRequestsModule } from '../listing-requests/listing-requests.module';
import { CopiesModule } from '../copies/copies.module';
import { MediaModule } from '../media/media.module';
import { PropertiesModule } from '../properties/properties.module';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/**
 * Uploads of images to a listing request or a property: whose images an upload adds to (UploadsService); the media
 * feature stores them.
 */
@Module({
  imports: [PropertiesModule, ListingRequestsModule, CopiesModule, MediaModule],
  providers: [UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}

/** The uploads, over HTTP. */
export const uploadsFeature = defineFeature({ module: UploadsModule, controllers: [UploadsController] });
