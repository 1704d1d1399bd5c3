import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { SendEmailJob } from './jobs/send-email.job';
import { MAIL_LOG_MODEL, MAIL_SENT_MODEL, mailLogSchema, mailSentSchema } from './mail-log.schema';
import { MailLogService } from './mail-log.service';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { EmailRenderer } from './templates/email-renderer';

/** E-mail's log and templates (shared with the ops commands). */
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

/** E-mail, and in the running service the `email` queue's two ends: MailService (enqueue), SendEmailJob with MailTransport (render and send). */
export const mailFeature = defineFeature({
  module: MailModule,
  jobs: [SendEmailJob],
  app: { providers: [MailService, MailTransport] },
});
