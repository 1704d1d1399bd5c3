import { join } from 'node:path';
import { hostPort, type InfraAddresses } from '../addresses';
import { InfraError, type InfraComponent } from '../component';
import { repoRoot } from '../paths';
import { startDetached } from '../processes';
import { httpOk, smtpAnswers } from '../probes';
import { existsSync } from 'node:fs';

const server = 'mail';

function smtp(a: InfraAddresses) {
  return hostPort(a.smtpUrl, 25);
}

/** maildev: an SMTP server that keeps every message and shows it in a web inbox with a REST API. */
export const mail: InfraComponent = {
  name: server,
  startTimeoutMs: 30_000,
  address: (a) => `${a.smtpUrl} (inbox ${a.mailInboxUrl})`,
  // The inbox's health route, not its list of messages: holding thousands (a benchmark's), the list took over the
  // probe's 2 s and a running maildev was taken for none.
  answers: async (a) => (await smtpAnswers(smtp(a))) && (await httpOk(`${a.mailInboxUrl}/healthz`)),
  async provision() {
    return undefined;
  },
  async start(a) {
    const bin = join(repoRoot, 'node_modules', 'maildev', 'bin', 'maildev');
    if (!existsSync(bin)) throw new InfraError(server, 'maildev is not installed: run `npm install` first');
    const s = smtp(a);
    const web = hostPort(a.mailInboxUrl, 80);
    return startDetached({
      server,
      command: process.execPath,
      args: [
        bin,
        '--smtp',
        String(s.port),
        '--ip',
        s.host,
        '--web',
        String(web.port),
        '--web-ip',
        web.host,
        '--silent',
      ],
    });
  },
};
