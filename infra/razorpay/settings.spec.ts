import {
  isRealRazorpay,
  razorpaySettingsToEnv,
  REAL_RAZORPAY_API_URL,
  REAL_RAZORPAY_CHECKOUT_URL,
  resolveRazorpaySettings,
  STAND_IN_KEYS,
  standInListenAddress,
} from './settings';

describe('Razorpay settings', () => {
  it('use the stand-in on 127.0.0.1:7070 with its test keys when nothing is set', () => {
    const settings = resolveRazorpaySettings({});
    expect(settings).toEqual({
      apiUrl: 'http://127.0.0.1:7070',
      checkoutUrl: 'http://127.0.0.1:7070/v1/checkout.js',
      keyId: STAND_IN_KEYS.keyId,
      keySecret: STAND_IN_KEYS.keySecret,
      webhookSecret: STAND_IN_KEYS.webhookSecret,
      standInWebhookUrl: 'http://127.0.0.1:3000/api/razorpay/webhook',
    });
    expect(isRealRazorpay(settings)).toBe(false);
  });

  it('use real Razorpay and its checkout script when real keys are given without an API URL', () => {
    const settings = resolveRazorpaySettings({
      RAZORPAY_KEY_ID: 'rzp_live_AbCdEfGhIjKlMn',
      RAZORPAY_KEY_SECRET: 'live-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
    });
    expect(settings).toMatchObject({
      apiUrl: REAL_RAZORPAY_API_URL,
      checkoutUrl: REAL_RAZORPAY_CHECKOUT_URL,
      keyId: 'rzp_live_AbCdEfGhIjKlMn',
      keySecret: 'live-secret',
      webhookSecret: 'hook-secret',
    });
    expect(isRealRazorpay(settings)).toBe(true);
  });

  it('refuse a real key id without its secrets, naming the missing variable', () => {
    expect(() => resolveRazorpaySettings({ RAZORPAY_KEY_ID: 'rzp_live_AbCdEfGhIjKlMn' })).toThrow(
      /RAZORPAY_KEY_SECRET must be set/,
    );
    expect(() =>
      resolveRazorpaySettings({ RAZORPAY_KEY_ID: 'rzp_live_AbCdEfGhIjKlMn', RAZORPAY_KEY_SECRET: 's' }),
    ).toThrow(/RAZORPAY_WEBHOOK_SECRET must be set/);
  });

  it('use a given API URL (a stand-in elsewhere) with its checkout script beside it', () => {
    const settings = resolveRazorpaySettings({ RAZORPAY_API_URL: 'http://127.0.0.1:7071/' });
    expect(settings.apiUrl).toBe('http://127.0.0.1:7071');
    expect(settings.checkoutUrl).toBe('http://127.0.0.1:7071/v1/checkout.js');
    expect(settings.keyId).toBe(STAND_IN_KEYS.keyId);
  });

  it('read back what they write as environment variables', () => {
    for (const env of [{}, { RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }]) {
      const settings = resolveRazorpaySettings(env);
      expect(resolveRazorpaySettings(razorpaySettingsToEnv(settings))).toEqual(settings);
    }
  });
});

describe('standInListenAddress', () => {
  it("listens on the API URL's loopback host and port when no interface is named (local mode)", () => {
    expect(standInListenAddress(resolveRazorpaySettings({}), {})).toEqual({ host: '127.0.0.1', port: 7070 });
  });

  it('refuses a host that is not loopback unless RAZORPAY_STAND_IN_HOST names the interface', () => {
    const settings = resolveRazorpaySettings({ RAZORPAY_API_URL: 'http://razorpay:7070' });
    expect(() => standInListenAddress(settings, {})).toThrow(/loopback only, not on razorpay.*RAZORPAY_STAND_IN_HOST/);
  });

  it("listens on the named interface and the API URL's port in a container", () => {
    const settings = resolveRazorpaySettings({ RAZORPAY_API_URL: 'http://razorpay:7070' });
    expect(standInListenAddress(settings, { RAZORPAY_STAND_IN_HOST: '0.0.0.0' })).toEqual({
      host: '0.0.0.0',
      port: 7070,
    });
  });
});
