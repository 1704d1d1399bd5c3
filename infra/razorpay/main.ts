import { resolveRazorpaySettings, isRealRazorpay, standInListenAddress } from './settings';
import { createStandIn } from './server';

/**
 * Runs the Razorpay stand-in on RAZORPAY_API_URL's host and port (loopback only, unless RAZORPAY_STAND_IN_HOST names
 * the interface: 0.0.0.0 in a container), with the keys and webhook URL of the same variables the apps read (see
 * settings.ts). Stand-in-only knobs: RAZORPAY_STAND_IN_STATE_FILE (keep state across restarts),
 * RAZORPAY_STAND_IN_WEBHOOK_RETRY_MS (first retry, default 500), RAZORPAY_STAND_IN_WEBHOOK_RETRY_MAX_MS (default
 * 60000), RAZORPAY_STAND_IN_WEBHOOK_GIVE_UP_MS (default 24 h).
 */
function main(): void {
  const settings = resolveRazorpaySettings();
  if (isRealRazorpay(settings)) throw new Error('RAZORPAY_API_URL names real Razorpay: there is no stand-in to run');
  const { host, port } = standInListenAddress(settings);
  const number = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of milliseconds`);
    return value;
  };
  const standIn = createStandIn({
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    stateFile: process.env.RAZORPAY_STAND_IN_STATE_FILE || undefined,
    webhook: {
      webhookSecret: settings.webhookSecret,
      accountId: 'acc_TrioStandIn001',
      defaultUrl: settings.standInWebhookUrl,
      retryBaseMs: number('RAZORPAY_STAND_IN_WEBHOOK_RETRY_MS', 500),
      retryMaxMs: number('RAZORPAY_STAND_IN_WEBHOOK_RETRY_MAX_MS', 60_000),
      giveUpAfterMs: number('RAZORPAY_STAND_IN_WEBHOOK_GIVE_UP_MS', 24 * 60 * 60 * 1000),
      timeoutMs: 5_000,
    },
  });
  standIn.server.listen(port, host, () => {
    console.log(
      `razorpay stand-in on ${settings.apiUrl} (key ${settings.keyId}), webhooks to ${settings.standInWebhookUrl}`,
    );
  });
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
