import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MANAGER_MODEL, managerSchema } from './manager.schema';
import { ManagersService } from './managers.service';

/**
 * The property managers this service knows of (users.property-manager events): the assignment pool and the manager
 * cards. The app declares OnManagerChangedHandler.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: MANAGER_MODEL, schema: managerSchema }])],
  providers: [ManagersService],
  exports: [ManagersService],
})
export class ManagersModule {}
