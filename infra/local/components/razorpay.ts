import { join } from 'node:path';
import type { InfraAddresses } from '../addresses';
import type { InfraComponent } from '../component';
import { repoRoot, serverDataDir } from '../paths';
import { startDetached } from '../processes';
import { isRealRazorpay, razorpaySettingsToEnv } from '../../razorpay/settings';

const server = 'razorpay';

/** Answers when the stand-in's health route says it is the stand-in (not merely something on the port). */
async function standInAnswers(apiUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${apiUrl}/_stand-in/health`, { signal: AbortSignal.timeout(2_000) });
    const body = (await res.json()) as { service?: string };
    return res.ok && body.service === 'razorpay-stand-in';
  } catch {
    return false;
  }
}

/**
 * The Razorpay stand-in (infra/razorpay/): Razorpay's orders/payments API, checkout script and webhooks on
 * loopback. With real Razorpay configured (RAZORPAY_KEY_ID without RAZORPAY_API_URL) there is nothing to start,
 * and it counts as answering.
 */
export const razorpay: InfraComponent = {
  name: server,
  startTimeoutMs: 30_000,
  address: (a) => (isRealRazorpay(a.razorpay) ? `${a.razorpay.apiUrl} (real Razorpay)` : a.razorpay.apiUrl),
  answers: async (a: InfraAddresses) => isRealRazorpay(a.razorpay) || standInAnswers(a.razorpay.apiUrl),
  async provision() {
    return undefined;
  },
  async start(a) {
    return startDetached({
      server,
      command: process.execPath,
      args: ['-r', '@swc-node/register', join('infra', 'razorpay', 'main.ts')],
      cwd: repoRoot,
      env: {
        ...razorpaySettingsToEnv(a.razorpay),
        RAZORPAY_STAND_IN_STATE_FILE: join(serverDataDir(server), 'state.json'),
      },
    });
  },
};
