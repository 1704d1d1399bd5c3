import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { CopiesModule } from '../copies/copies.module';
import { REMINDER_HISTORY_MODEL, reminderHistorySchema } from './reminder-history.schema';
import { ReminderScheduleJob } from './jobs/reminder-schedule.job';
import { RemindersController } from './reminders.controller';
import { RemindersService } from './reminders.service';

/** The reminder histories and their service (shared with the ops commands and the seed). */
@Module({
  imports: [MongooseModule.forFeature([{ name: REMINDER_HISTORY_MODEL, schema: reminderHistorySchema }]), CopiesModule],
  providers: [RemindersService],
  exports: [RemindersService],
})
export class RemindersModule {}

/** The payment reminders: by hand from the Property Manager Hub, and the daily schedule's job (on the reminders queue). */
export const remindersFeature = defineFeature({
  module: RemindersModule,
  controllers: [RemindersController],
  jobs: [ReminderScheduleJob],
});
