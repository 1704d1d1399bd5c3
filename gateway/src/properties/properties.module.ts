import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ListingRequestsController } from './listing-requests.controller';
import { PropertiesController } from './properties.controller';

/** The routes the properties service answers. */
@Module({
  imports: [ClientsModule, RateLimitModule],
  controllers: [ListingRequestsController, PropertiesController],
})
export class PropertiesRoutesModule {}
