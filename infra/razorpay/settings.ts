/**
 * Where the product finds Razorpay, and with which keys. One set of variables serves both worlds:
 *
 * - nothing set: the stand-in on 127.0.0.1:7070 with its fixed test keys (local runs and tests);
 * - RAZORPAY_KEY_ID (with RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET) and no RAZORPAY_API_URL: real Razorpay,
 *   https://api.razorpay.com and https://checkout.razorpay.com/v1/checkout.js;
 * - RAZORPAY_API_URL set: that server (a stand-in elsewhere), with the given keys or the stand-in's.
 */
export const REAL_RAZORPAY_API_URL = 'https://api.razorpay.com';
export const REAL_RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const STAND_IN_API_URL = 'http://127.0.0.1:7070';

/** The stand-in's test keys: not secrets (they open nothing but the local stand-in), so the same in every checkout. */
export const STAND_IN_KEYS = {
  keyId: 'rzp_test_TrioStandIn001',
  keySecret: 'trio-stand-in-key-secret',
  webhookSecret: 'trio-stand-in-webhook-secret',
} as const;

/** The payments service's webhook route, through the gateway of local runs. */
export const STAND_IN_DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:3000/api/razorpay/webhook';

export interface RazorpaySettings {
  /** RAZORPAY_API_URL: the API's origin, without /v1 (the SDK adds it). */
  apiUrl: string;
  /** RAZORPAY_CHECKOUT_URL: the checkout script the browser loads. */
  checkoutUrl: string;
  /** RAZORPAY_KEY_ID: public; the browser's checkout gets it too. */
  keyId: string;
  /** RAZORPAY_KEY_SECRET: server only; signs `order_id|payment_id`. */
  keySecret: string;
  /** RAZORPAY_WEBHOOK_SECRET: signs webhook bodies. */
  webhookSecret: string;
  /**
   * RAZORPAY_STAND_IN_WEBHOOK_URL: where the stand-in posts its webhooks. Real Razorpay's webhook URL is set in
   * its dashboard, so with real Razorpay this is unused.
   */
  standInWebhookUrl: string;
}

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;
const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export function resolveRazorpaySettings(env: Env = process.env): RazorpaySettings {
  const apiUrlGiven = value(env, 'RAZORPAY_API_URL');
  const keyIdGiven = value(env, 'RAZORPAY_KEY_ID');
  const apiUrl = withoutTrailingSlash(apiUrlGiven ?? (keyIdGiven ? REAL_RAZORPAY_API_URL : STAND_IN_API_URL));
  const real = apiUrl === REAL_RAZORPAY_API_URL;
  const secret = (name: string, standIn: string): string => {
    const given = value(env, name);
    if (given) return given;
    if (real) throw new Error(`${name} must be set: RAZORPAY_KEY_ID is set, so the product talks to real Razorpay`);
    return standIn;
  };
  return {
    apiUrl,
    checkoutUrl:
      value(env, 'RAZORPAY_CHECKOUT_URL') ?? (real ? REAL_RAZORPAY_CHECKOUT_URL : `${apiUrl}/v1/checkout.js`),
    keyId: keyIdGiven ?? STAND_IN_KEYS.keyId,
    keySecret: secret('RAZORPAY_KEY_SECRET', STAND_IN_KEYS.keySecret),
    webhookSecret: secret('RAZORPAY_WEBHOOK_SECRET', STAND_IN_KEYS.webhookSecret),
    standInWebhookUrl: value(env, 'RAZORPAY_STAND_IN_WEBHOOK_URL') ?? STAND_IN_DEFAULT_WEBHOOK_URL,
  };
}

/** True when the settings name Razorpay itself, so there is no stand-in to run. */
export function isRealRazorpay(settings: RazorpaySettings): boolean {
  return settings.apiUrl === REAL_RAZORPAY_API_URL;
}

export function razorpaySettingsToEnv(settings: RazorpaySettings): Record<string, string> {
  return {
    RAZORPAY_API_URL: settings.apiUrl,
    RAZORPAY_CHECKOUT_URL: settings.checkoutUrl,
    RAZORPAY_KEY_ID: settings.keyId,
    RAZORPAY_KEY_SECRET: settings.keySecret,
    RAZORPAY_WEBHOOK_SECRET: settings.webhookSecret,
    RAZORPAY_STAND_IN_WEBHOOK_URL: settings.standInWebhookUrl,
  };
}

/** The stand-in's own variables (besides the RAZORPAY_* settings above): what its main.ts reads. */
export const STAND_IN_ONLY_VARIABLES = [
  'RAZORPAY_STAND_IN_HOST',
  'RAZORPAY_STAND_IN_STATE_FILE',
  'RAZORPAY_STAND_IN_WEBHOOK_RETRY_MS',
  'RAZORPAY_STAND_IN_WEBHOOK_RETRY_MAX_MS',
  'RAZORPAY_STAND_IN_WEBHOOK_GIVE_UP_MS',
] as const;

// The same test as local/addresses.ts's isLoopback, which this file cannot import: addresses.ts imports it.
const LOOPBACK = /^(localhost|::1|127\.\d+\.\d+\.\d+)$/;

/**
 * Where the stand-in listens: RAZORPAY_API_URL's port, on RAZORPAY_API_URL's host, which must be a loopback address
 * (local mode never listens elsewhere), unless RAZORPAY_STAND_IN_HOST names the interface explicitly: a container
 * sets 0.0.0.0, so the apps reach it by the container's name on their private network.
 */
export function standInListenAddress(
  settings: RazorpaySettings,
  env: Env = process.env,
): { host: string; port: number } {
  const url = new URL(settings.apiUrl);
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const explicit = value(env, 'RAZORPAY_STAND_IN_HOST');
  if (explicit) return { host: explicit, port };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!LOOPBACK.test(host)) {
    throw new Error(
      `the stand-in listens on loopback only, not on ${host} (RAZORPAY_API_URL); set RAZORPAY_STAND_IN_HOST to choose the interface (a container: 0.0.0.0)`,
    );
  }
  return { host, port };
}
