import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { CopiesModule } from '../copies/copies.module';
import { MediaModule } from '../media/media.module';
import { OnManagerRegisteredHandler } from './handlers/on-manager-registered.handler';
import { OnPropertyListedHandler } from './handlers/on-property-listed.handler';
import { LISTING_REQUEST_MODEL, listingRequestSchema } from './listing-request.schema';
import { ListingRequestsController } from './listing-requests.controller';
import { ListingRequestsService } from './listing-requests.service';

/** The listing-request workflow: its model and ListingRequestsService. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: LISTING_REQUEST_MODEL, schema: listingRequestSchema }]),
    CopiesModule,
    MediaModule,
  ],
  providers: [ListingRequestsService],
  exports: [ListingRequestsService],
})
export class ListingRequestsModule {}

/** The listing requests: a listed property lists its request; a new manager takes the requests that waited. */
export const listingRequestsFeature = defineFeature({
  module: ListingRequestsModule,
  controllers: [ListingRequestsController],
  handlers: [OnPropertyListedHandler, OnManagerRegisteredHandler],
});
