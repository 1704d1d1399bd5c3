import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AREA_INTEREST_MODEL, areaInterestSchema } from './area-interest.schema';
import { AreasService } from './areas.service';

/** Interest in areas not served yet: its model and AreasService. The app declares AreasController. */
@Module({
  imports: [MongooseModule.forFeature([{ name: AREA_INTEREST_MODEL, schema: areaInterestSchema }])],
  providers: [AreasService],
  exports: [AreasService],
})
export class AreasModule {}
