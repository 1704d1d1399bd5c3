import { createHash } from 'node:crypto';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import nodemailer, { type Transporter } from 'nodemailer';
import type { NotificationsConfig } from '../config';

export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Our mail-log id, in a header: the SMTP side can tell one message from another. */
  messageKey: string;
  /** Where a mail client unsubscribes with one click (RFC 8058), for an alert someone subscribed to. */
  unsubscribeUrl?: string;
}

/**
 * The Message-ID of a mail-log entry's message, the same at every attempt. Delivery is at least once: when the
 * service dies after the SMTP server took a message and before the log recorded it, the job sends it again, and the
 * receiving systems see the same message twice over, which they keep as one (the fault run counts these apart).
 * The key is hashed: mail-log ids hold characters a Message-ID may not.
 */
export function messageIdFor(messageKey: string, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'trio.rentals';
  return `<${createHash('sha256').update(messageKey).digest('hex').slice(0, 40)}@${domain}>`;
}

/**
 * The headers of a message besides the addresses and the body: our mail-log id, and for an alert the one-click
 * unsubscribe of RFC 8058. `List-Unsubscribe` names the API route itself, which mail clients POST to with the body
 * `List-Unsubscribe=One-Click` (what `List-Unsubscribe-Post` tells them to do), not the SPA page the e-mail's own
 * link opens, which is for a person.
 */
export function messageHeaders(
  message: Pick<OutgoingMessage, 'messageKey' | 'unsubscribeUrl'>,
): Record<string, string> {
  return {
    'X-Trio-Mail-Id': message.messageKey,
    ...(message.unsubscribeUrl
      ? { 'List-Unsubscribe': `<${message.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {}),
  };
}

/** The SMTP server behind a class: a pooled nodemailer transport built from SMTP_URL. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(@InjectConfig() private readonly config: NotificationsConfig) {
    const url = new URL(config.SMTP_URL);
    const secure = url.protocol === 'smtps:';
    this.transporter = nodemailer.createTransport({
      pool: true,
      maxConnections: config.SMTP_MAX_CONNECTIONS,
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
    });
  }

  /** Sends one message; resolves with the server's message id. */
  async send(message: OutgoingMessage): Promise<string> {
    const info = (await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments,
      // Our bodies and subjects are English with the odd ₹ or name: quoted-printable, said once, instead of nodemailer
      // counting the characters of every body to choose (a regular expression over the HTML, ~0.7 ms a message).
      textEncoding: 'quoted-printable',
      messageId: messageIdFor(message.messageKey, this.config.MAIL_FROM),
      headers: messageHeaders(message),
    })) as { messageId: string };
    return info.messageId;
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
