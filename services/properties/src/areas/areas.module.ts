import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { AREA_INTEREST_SERVED_MODEL, areaInterestServedSchema } from './area-interest-served.schema';
import { AREA_INTEREST_MODEL, areaInterestSchema } from './area-interest.schema';
import { AreasController } from './areas.controller';
import { AreasService } from './areas.service';
import { OnPropertyListedServeAreaInterestHandler } from './handlers/on-property-listed.handler';

/** Interest in areas not served yet: its models and AreasService. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AREA_INTEREST_MODEL, schema: areaInterestSchema },
      { name: AREA_INTEREST_SERVED_MODEL, schema: areaInterestServedSchema },
    ]),
  ],
  providers: [AreasService],
  exports: [AreasService],
})
export class AreasModule {}

/**
 * Interest in areas not served yet, asked for over HTTP; a listed home serves the "Get Notified" interests in its area
 * (after the search index took it).
 */
export const areasFeature = defineFeature({
  module: AreasModule,
  controllers: [AreasController],
  handlers: [OnPropertyListedServeAreaInterestHandler],
});
