import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ExpiryService } from './expiry.service';

/** Expiry of unanswered and unpaid applications (ExpiryService); the app adds the BullMQ jobs (jobs/). */
@Module({
  imports: [ApplicationsModule],
  providers: [ExpiryService],
  exports: [ExpiryService],
})
export class ExpiryModule {}
