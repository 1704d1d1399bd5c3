import 'reflect-metadata';
import { opsCommand, OpsUsageError, runOpsCommands } from '@trio/service-kit/service';
import { z } from 'zod';
import { notifications } from '../app.module';
import { MailLogService } from '../mail/mail-log.service';
import { formatIndianDateTime } from '@trio/contracts/common';
import { RemindersService } from '../reminders/reminders.service';
import { seedDemoReminders } from '../seed/demo-reminders';

const USAGE = `usage (from the repository root):
  npm run ops -- mail-log [--to <e-mail>] [--status queued|sent|failed] [--template <name>] [--limit <n>] [--json]
      the outgoing-mail log, newest first (default 50): time (IST), status, to, template, subject, cause, attempts
  npm run ops -- send-reminders
      the daily automatic payment reminders, now (each lease at most once a day, whatever ran before)
  node -r @swc-node/register services/notifications/src/ops/cli.ts seed
      demo reminder history for the demo leases (after payments' seed). Safe to repeat.`;

const mailLogInput = z.object({
  to: z.string().trim().min(1).optional(),
  status: z.enum(['queued', 'sent', 'failed']).optional(),
  template: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(50),
  json: z.boolean().default(false),
});

/** `mail-log`: what was sent to whom, why and how it went. */
const mailLog = opsCommand({
  options: {
    to: { type: 'string' },
    status: { type: 'string' },
    template: { type: 'string' },
    limit: { type: 'string' },
    json: { type: 'boolean' },
  },
  input: (values) => {
    const parsed = mailLogInput.safeParse(values);
    if (!parsed.success) throw new OpsUsageError(parsed.error.issues.map((issue) => issue.message).join('; '));
    return parsed.data;
  },
  run: async (app, input) => {
    const entries = await app.get(MailLogService).list(input);
    if (input.json) {
      for (const entry of entries) console.log(JSON.stringify(entry));
      return;
    }
    if (entries.length === 0) {
      console.log('no e-mails in the log');
      return;
    }
    for (const entry of entries) {
      console.log(
        [
          formatIndianDateTime(entry.sentAt ?? entry.queuedAt),
          entry.status.padEnd(6),
          entry.to,
          entry.template,
          JSON.stringify(entry.subject ?? ''),
          `cause ${entry.causeType} ${entry.cause}`,
          `attempts ${entry.attempts}`,
          entry.error ? `error ${JSON.stringify(entry.error)}` : '',
        ]
          .filter(Boolean)
          .join('  '),
      );
    }
  },
});

/** `send-reminders`: what the daily schedule does, now. */
const sendReminders = opsCommand({
  options: {},
  input: () => ({}),
  run: async (app) => {
    const reminders = app.get(RemindersService);
    const date = reminders.today();
    const sent = await reminders.sendAutomaticToAll(date);
    console.log(`recorded ${sent} automatic reminder(s) for ${date}; the running service mails them`);
  },
});

/** `seed`: demo reminder history. */
const seed = opsCommand({
  options: {},
  input: () => ({}),
  run: async (app) => {
    const summary = await seedDemoReminders(app);
    console.log(`notifications seed: ${summary.events} events read, ${summary.reminders} reminder(s) recorded`);
  },
});

/** Operations commands of the notifications service (the kit's runner boots the core, runs, waits for events). */
runOpsCommands(notifications, {
  usage: USAGE,
  commands: { 'mail-log': mailLog, 'send-reminders': sendReminders, seed },
});
