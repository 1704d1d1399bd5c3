/**
 * A private SMTP capture (maildev, web UI off) in a process of its own, for benchmarks that count what it received:
 * the capture's work (parsing every message, writing it to its directory) then runs beside the process under
 * measurement instead of on its event loop.
 *
 *   const capture = await startSmtpCapture();           // maildev on a free port of 127.0.0.1
 *   capture.onMail((recipients, receivedAt) => …);      // each message's To addresses, when maildev had it
 *   startSmtpCapture({ withText: true })                 // and its subject and plain text (the third argument)
 *   await capture.close();
 *
 * The child reports the messages over IPC, gathered every 50 ms; `receivedAt` is the child's clock at maildev's
 * `new` event (the same machine clock as the parent's Date.now()).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the child sends: its port once listening, then batches of received messages. */
type CaptureMessage =
  | { kind: 'listening'; port: number }
  | { kind: 'failed'; error: string }
  | { kind: 'mails'; mails: { to: string[]; at: number; content?: MailContent }[] }
  | { kind: 'cpu'; microseconds: number };

/** What a message says, reported when the capture was started `withText`. */
export interface MailContent {
  subject: string;
  text: string;
}

type MailListener = (recipients: string[], receivedAt: number, content?: MailContent) => void;

export interface SmtpCapture {
  port: number;
  onMail(listener: MailListener): void;
  /** CPU time (user + system) the capture's process has used so far, in seconds. */
  cpuSeconds(): Promise<number>;
  close(): Promise<void>;
}

export async function startSmtpCapture(options: { withText?: boolean } = {}): Promise<SmtpCapture> {
  const mailDirectory = mkdtempSync(join(tmpdir(), 'bench-smtp-capture-'));
  // The parent's execArgv (the TypeScript loader) is inherited.
  const child: ChildProcess = fork(
    __filename,
    ['--child', mailDirectory, ...(options.withText ? ['--with-text'] : [])],
    { stdio: 'inherit' },
  );
  const listeners: MailListener[] = [];
  const cpuAnswers: ((seconds: number) => void)[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`SMTP capture exited (${code}) before listening`)));
    child.on('message', (message: CaptureMessage) => {
      if (message.kind === 'listening') resolve(message.port);
      else if (message.kind === 'failed') reject(new Error(`SMTP capture: ${message.error}`));
      else if (message.kind === 'cpu') cpuAnswers.shift()?.(message.microseconds / 1e6);
      else for (const mail of message.mails) for (const listener of listeners) listener(mail.to, mail.at, mail.content);
    });
  });
  child.removeAllListeners('exit');
  return {
    port,
    onMail: (listener) => void listeners.push(listener),
    cpuSeconds: () =>
      new Promise<number>((resolve) => {
        cpuAnswers.push(resolve);
        child.send('cpu');
      }),
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.send('close');
        await exited;
      }
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

interface CapturedMail {
  to: { address: string }[];
  subject?: string;
  text?: string;
}
interface MailServer {
  listen(callback: (err?: Error) => void): void;
  on(event: 'new', listener: (mail: CapturedMail) => void): void;
  close(callback: () => void): void;
}

/** The child: maildev on a free port, each received message reported with its time. */
async function child(mailDirectory: string, withText: boolean): Promise<void> {
  const send = (message: CaptureMessage) => process.send?.(message);
  const { createServer } = await import('node:net');
  const port = await new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  // maildev's own API: its CLI entry with a config object.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const startMaildev = require('maildev') as (config: Record<string, unknown>) => MailServer;
  const server = startMaildev({ smtp: port, ip: '127.0.0.1', disableWeb: true, silent: true, mailDirectory });
  let pending: { to: string[]; at: number; content?: MailContent }[] = [];
  server.on('new', (mail) =>
    pending.push({
      to: mail.to.map((to) => to.address),
      at: Date.now(),
      ...(withText ? { content: { subject: mail.subject ?? '', text: mail.text ?? '' } } : {}),
    }),
  );
  const flush = setInterval(() => {
    if (pending.length === 0) return;
    send({ kind: 'mails', mails: pending });
    pending = [];
  }, 50);
  await new Promise<void>((resolve, reject) => server.listen((err) => (err ? reject(err) : resolve())));
  send({ kind: 'listening', port });
  const stop = () => {
    clearInterval(flush);
    const last: CaptureMessage = { kind: 'mails', mails: pending };
    server.close(() => (process.send ? process.send(last, () => process.exit(0)) : process.exit(0)));
  };
  process.on('message', (message) => {
    if (message === 'close') stop();
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ kind: 'cpu', microseconds: user + system });
    }
  });
  process.on('disconnect', () => process.exit(0)); // the parent went away
}

if (process.argv[2] === '--child') {
  child(process.argv[3]!, process.argv[4] === '--with-text').catch((err: Error) => {
    process.send?.({ kind: 'failed', error: err.message } satisfies CaptureMessage);
    process.exit(1);
  });
}
