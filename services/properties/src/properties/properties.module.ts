import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { GeoModule } from '../geo/geo.module';
import { MediaModule } from '../media/media.module';
import { PropertiesService } from './properties.service';
import { PROPERTY_MODEL, propertySchema } from './property.schema';

/**
 * Properties on the market: their model and PropertiesService, the only code that touches it. The app declares the
 * feature's PropertiesController and OnListingRequestApprovedHandler.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: PROPERTY_MODEL, schema: propertySchema }]), MediaModule, GeoModule],
  providers: [PropertiesService],
  exports: [PropertiesService],
})
export class PropertiesModule {}
