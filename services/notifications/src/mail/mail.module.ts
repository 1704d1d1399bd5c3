import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MAIL_LOG_MODEL, MAIL_SENT_MODEL, mailLogSchema, mailSentSchema } from './mail-log.schema';
import { MailLogService } from './mail-log.service';
import { EmailRenderer } from './templates/email-renderer';

/**
 * E-mail's log and templates (shared with the ops commands). The app adds the queue's two ends with the jobs
 * module: MailService (enqueue), SendEmailJob with MailTransport (render and send).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MAIL_LOG_MODEL, schema: mailLogSchema },
      { name: MAIL_SENT_MODEL, schema: mailSentSchema },
    ]),
  ],
  providers: [MailLogService, EmailRenderer],
  exports: [MailLogService, EmailRenderer],
})
export class MailModule {}
