import { loadRazorpayCheckout, resetRazorpayCheckoutForTests } from './razorpay-checkout';

const URL_OF_SCRIPT = 'http://127.0.0.1:7070/v1/checkout.js';

function addedScript(): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>('script[data-razorpay-checkout]');
  if (!script) throw new Error('no checkout script was added');
  return script;
}

describe('loadRazorpayCheckout', () => {
  afterEach(() => resetRazorpayCheckoutForTests());

  it('adds the script once and resolves with window.Razorpay when it loads', async () => {
    const first = loadRazorpayCheckout(URL_OF_SCRIPT);
    const second = loadRazorpayCheckout(URL_OF_SCRIPT);
    expect(document.head.querySelectorAll('script[data-razorpay-checkout]')).toHaveLength(1);
    expect(addedScript().src).toBe(URL_OF_SCRIPT);
    const Razorpay = vi.fn();
    window.Razorpay = Razorpay as never;
    addedScript().dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
  });

  it("rejects with the spec's message when the script fails, and tries again next time", async () => {
    const attempt = loadRazorpayCheckout(URL_OF_SCRIPT);
    addedScript().dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('Razorpay SDK failed to load. Are you online?');
    expect(document.head.querySelector('script[data-razorpay-checkout]')).toBeNull();
    void loadRazorpayCheckout(URL_OF_SCRIPT).catch(() => undefined);
    expect(addedScript()).toBeTruthy();
  });

  it('rejects when the script loads but gives no window.Razorpay', async () => {
    const attempt = loadRazorpayCheckout(URL_OF_SCRIPT);
    addedScript().dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow('Razorpay SDK failed to load. Are you online?');
  });
});
