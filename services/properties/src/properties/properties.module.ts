import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { GeoModule } from '../geo/geo.module';
import { MediaModule } from '../media/media.module';
import { OnLeaseChangedHandler } from './handlers/on-lease-changed.handler';
import { OnListingRequestApprovedHandler } from './handlers/on-listing-request-approved.handler';
import { OnPropertyChangedHandler } from './handlers/on-property-changed.handler';
import { PropertiesController } from './properties.controller';
import { PropertiesService } from './properties.service';
import { PROPERTY_MODEL, propertySchema } from './property.schema';

/** Properties on the market: their model and PropertiesService, the only code that touches it. */
@Module({
  imports: [MongooseModule.forFeature([{ name: PROPERTY_MODEL, schema: propertySchema }]), MediaModule, GeoModule],
  providers: [PropertiesService],
  exports: [PropertiesService],
})
export class PropertiesModule {}

/** The properties: an approved listing request lists its property; leases and the property's own events. */
export const propertiesFeature = defineFeature({
  module: PropertiesModule,
  controllers: [PropertiesController],
  handlers: [OnListingRequestApprovedHandler, OnLeaseChangedHandler, OnPropertyChangedHandler],
});
