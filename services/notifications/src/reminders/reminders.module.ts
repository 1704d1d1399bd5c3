import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CopiesModule } from '../copies/copies.module';
import { REMINDER_HISTORY_MODEL, reminderHistorySchema } from './reminder-history.schema';
import { RemindersService } from './reminders.service';

/** The reminder histories and their service (shared with the ops commands and the seed). */
@Module({
  imports: [MongooseModule.forFeature([{ name: REMINDER_HISTORY_MODEL, schema: reminderHistorySchema }]), CopiesModule],
  providers: [RemindersService],
  exports: [RemindersService],
})
export class RemindersModule {}
