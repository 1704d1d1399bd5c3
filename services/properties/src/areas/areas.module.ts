import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { AREA_INTEREST_MODEL, areaInterestSchema } from './area-interest.schema';
import { AreasController } from './areas.controller';
import { AreasService } from './areas.service';

/** Interest in areas not served yet: its model and AreasService. */
@Module({
  imports: [MongooseModule.forFeature([{ name: AREA_INTEREST_MODEL, schema: areaInterestSchema }])],
  providers: [AreasService],
  exports: [AreasService],
})
export class AreasModule {}

/** Interest in areas not served yet, asked for over HTTP. */
export const areasFeature = defineFeature({ module: AreasModule, controllers: [AreasController] });
