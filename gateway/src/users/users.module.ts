import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { AccountController } from './account.controller';
import { UsersController } from './users.controller';

/** The routes the users service answers: /trio/auth/* and /trio/users/*. */
@Module({
  imports: [ClientsModule, RateLimitModule],
  controllers: [AccountController, UsersController],
})
export class UsersModule {}
