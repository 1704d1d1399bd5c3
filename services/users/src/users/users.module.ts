import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ManagersModule } from '../managers/managers.module';
import { USER_MODEL, userSchema } from './user.schema';
import { UsersService } from './users.service';

/**
 * User records and the derived role: their model and UsersService. The app declares UsersController and the
 * handlers that keep the role (OnPropertyListedHandler, OnManagerChangedHandler).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: USER_MODEL, schema: userSchema }]), ManagersModule],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
