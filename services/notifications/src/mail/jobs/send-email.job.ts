import { Inject, Injectable } from '@nestjs/common';
import { leaseAgreementFileName, renderAgreementPdf, renderReceiptPdf } from '@trio/service-kit/documents';
import { JobHandler, type JobRun } from '@trio/service-kit/jobs';
import { MailLogService } from '../mail-log.service';
import { MailTransport } from '../mail-transport';
import { EmailQueue, type EmailJob } from '../mail.queue';
import { EmailRenderer } from '../templates/email-renderer';

/**
 * Whether an earlier run may have sent this e-mail: not when its log entry was made by the enqueue that added this
 * job (`newEntry`) and this is the job's first start (a retry, or a restart after a crash, counts as another).
 */
export function mayHaveBeenSent(email: Pick<EmailJob, 'newEntry'>, run: Pick<JobRun, 'attemptsMade' | 'job'>): boolean {
  return !email.newEntry || run.attemptsMade > 0 || run.job.attemptsStarted > 1;
}

/** Renders and sends one e-mail; the log records each outcome. A message the log says was sent is not sent again. */
@Injectable()
export class SendEmailJob {
  constructor(
    @Inject(EmailRenderer) private readonly renderer: EmailRenderer,
    @Inject(MailTransport) private readonly transport: MailTransport,
    @Inject(MailLogService) private readonly log: MailLogService,
  ) {}

  @JobHandler(EmailQueue, 'send-email')
  async send(email: EmailJob, run: JobRun): Promise<string> {
    if (mayHaveBeenSent(email, run) && (await this.log.wasSent(run.id))) return 'already sent';
    const attempt = run.attemptsMade + 1;
    try {
      const rendered = await this.renderer.render(email.template, email.props as never, email.language);
      const attachments = [
        ...(email.receipt
          ? [{ filename: `${email.receipt.txnId}.pdf`, content: await renderReceiptPdf(email.receipt, email.language) }]
          : []),
        ...(email.agreement
          ? [
              {
                filename: leaseAgreementFileName(email.agreement.leaseId),
                content: await renderAgreementPdf(email.agreement, email.language),
              },
            ]
          : []),
      ].map((attachment) => ({ ...attachment, contentType: 'application/pdf' }));
      const messageId = await this.transport.send({
        to: email.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        ...(attachments.length > 0 ? { attachments } : {}),
        messageKey: run.id,
        ...(email.unsubscribeUrl ? { unsubscribeUrl: email.unsubscribeUrl } : {}),
      });
      await this.log.sent(run.id, rendered.subject, messageId, attempt);
      return 'sent';
    } catch (err) {
      await this.log.failed(run.id, err instanceof Error ? err.message : String(err), attempt);
      throw err;
    }
  }
}
