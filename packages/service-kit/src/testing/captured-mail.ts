import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { loadConfig } from '../config/load-config';
import { urlWithScheme } from '../config/schemas';

/** A message as the SMTP capture's REST API (maildev, `GET /email`) returns it. */
export interface CapturedMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  date?: string;
  /** The message's headers as the capture parsed them, names in lower case. */
  headers?: Record<string, string>;
}

const inboxSchema = z.object({
  MAIL_INBOX_URL: urlWithScheme('http', 'https').default('http://127.0.0.1:1080'),
});

/**
 * Polls the capture inbox until a message with this subject (or matching the predicate) arrives; rejects after
 * `timeoutMs`. The inbox is MAIL_INBOX_URL (the jest global setup sets it) unless given.
 */
export async function readCapturedMail(
  subjectOrPredicate: string | ((mail: CapturedMail) => boolean),
  timeoutMs = 10_000,
  options: { inboxUrl?: string; pollMs?: number } = {},
): Promise<CapturedMail> {
  const inboxUrl = (options.inboxUrl ?? loadConfig(inboxSchema).MAIL_INBOX_URL).replace(/\/+$/, '');
  const matches =
    typeof subjectOrPredicate === 'string'
      ? (mail: CapturedMail) => mail.subject === subjectOrPredicate
      : subjectOrPredicate;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const response = await fetch(`${inboxUrl}/email`);
      if (!response.ok) throw new Error(`GET ${inboxUrl}/email answered ${response.status}`);
      const found = ((await response.json()) as CapturedMail[]).find(matches);
      if (found) return found;
      lastError = undefined;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const what = typeof subjectOrPredicate === 'string' ? `with subject "${subjectOrPredicate}"` : 'matching';
      throw new Error(
        `no mail ${what} arrived at ${inboxUrl} within ${timeoutMs} ms` +
          (lastError instanceof Error ? ` (last error: ${lastError.message})` : ''),
      );
    }
    await sleep(options.pollMs ?? 200);
  }
}
