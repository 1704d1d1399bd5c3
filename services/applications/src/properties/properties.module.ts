import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PropertiesService } from './properties.service';
import { PROPERTY_MODEL, propertySchema } from './property.schema';

/** The properties copy: its model and PropertiesService. The app declares OnPropertyChangedHandler. */
@Module({
  imports: [MongooseModule.forFeature([{ name: PROPERTY_MODEL, schema: propertySchema }])],
  providers: [PropertiesService],
  exports: [PropertiesService],
})
export class PropertiesModule {}
