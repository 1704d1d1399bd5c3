import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { ManagersModule } from '../managers/managers.module';
import { OnManagerChangedHandler } from './handlers/on-manager-changed.handler';
import { OnPropertyListedHandler } from './handlers/on-property-listed.handler';
import { USER_MODEL, userSchema } from './user.schema';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** User records and the derived role: their model and UsersService. */
@Module({
  imports: [MongooseModule.forFeature([{ name: USER_MODEL, schema: userSchema }]), ManagersModule],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}

/**
 * The users, and the handlers that keep their role: properties.property gives the landlord role (after the
 * property-cards copy is kept), users.property-manager the manager role.
 */
export const usersFeature = defineFeature({
  module: UsersModule,
  controllers: [UsersController],
  handlers: [OnPropertyListedHandler, OnManagerChangedHandler],
});
