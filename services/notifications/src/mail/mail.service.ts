import { Inject, Injectable } from '@nestjs/common';
import { jobId, JobQueue } from '@trio/service-kit/jobs';
import { CopiesService } from '../copies/copies.service';
import { MailLogService } from './mail-log.service';
import { EmailQueue, type EmailJob } from './mail.queue';

/** The id of an e-mail's job and log entry: one per event, template and recipient. */
export function emailId(email: Pick<EmailJob, 'cause' | 'template' | 'to'>): string {
  return jobId('email', email.cause, email.template, email.to.trim().toLowerCase());
}

/**
 * The one way this service sends e-mail: each message is logged as queued and added to the `email` queue with a
 * deterministic id, so the same event asking again (a redelivery) sends nothing twice. A job whose log entry this
 * call made says so (`newEntry`): its first run need not ask the log whether it was sent. Each is written in its
 * recipient's language, as the people copy knows it when the e-mail is queued (English for an address with no account).
 */
@Injectable()
export class MailService {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(MailLogService) private readonly log: MailLogService,
    @Inject(CopiesService) private readonly copies: CopiesService,
  ) {}

  async send(emails: readonly EmailJob[]): Promise<string[]> {
    const ids: string[] = [];
    for (const email of emails) {
      const to = email.to.trim().toLowerCase();
      const id = emailId(email);
      const language = email.language ?? (await this.copies.languageOf(to));
      const newEntry = await this.log.queued({
        _id: id,
        to,
        template: email.template,
        cause: email.cause,
        causeType: email.causeType,
      });
      await this.jobs.enqueue(
        EmailQueue,
        'send-email',
        { ...email, to, language, ...(newEntry ? { newEntry } : {}) } as EmailJob,
        {
          jobId: id,
          causationId: email.cause,
        },
      );
      ids.push(id);
    }
    return ids;
  }
}
