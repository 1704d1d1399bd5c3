import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { MANAGER_MODEL, managerSchema } from './manager.schema';
import { ManagersController } from './managers.controller';
import { ManagersService } from './managers.service';

/** Property manager records: their model and ManagersService. */
@Module({
  imports: [MongooseModule.forFeature([{ name: MANAGER_MODEL, schema: managerSchema }])],
  providers: [ManagersService],
  exports: [ManagersService],
})
export class ManagersModule {}

/** The property managers, over HTTP. */
export const managersFeature = defineFeature({ module: ManagersModule, controllers: [ManagersController] });
