import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CopiesModule } from '../copies/copies.module';
import { MediaModule } from '../media/media.module';
import { LISTING_REQUEST_MODEL, listingRequestSchema } from './listing-request.schema';
import { ListingRequestsService } from './listing-requests.service';

/**
 * The listing-request workflow: its model and ListingRequestsService. The app declares ListingRequestsController,
 * OnManagerRegisteredHandler and OnPropertyListedHandler.
 */
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
