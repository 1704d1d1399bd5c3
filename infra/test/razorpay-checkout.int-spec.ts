import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath, HEADLESS_CHROMIUM_FLAGS } from '../local/chromium';
import { resolveAddresses } from '../local/addresses';
import { createRazorpayClient } from '../razorpay/sdk';

/**
 * The stand-in's checkout script in headless Chromium, on a tiny page of another origin whose CSP allows the
 * stand-in only in script-src and connect-src (as the SPA's must): it opens checkout the way Razorpay's docs
 * show, and writes what the handler or the payment.failed listener received into the page.
 */
const settings = resolveAddresses().razorpay;
const standInOrigin = new URL(settings.apiUrl).origin;
const rzp = createRazorpayClient(settings);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout test page</title>
<script src="${settings.checkoutUrl}"></script>
<script src="/page.js" defer></script></head>
<body><button id="pay" type="button">Pay now</button><pre id="result"></pre><p id="dismissed" hidden>dismissed</p></body></html>`;

// The page's own script: the standard checkout integration.
const PAGE_SCRIPT = `
document.getElementById('pay').addEventListener('click', function () {
  var query = new URLSearchParams(window.location.search);
  var rzp = new Razorpay({
    key: query.get('key'),
    amount: Number(query.get('amount')),
    currency: 'INR',
    name: 'Trio Rentals',
    description: 'Move-in payment',
    order_id: query.get('order'),
    prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '+919876543210' },
    notes: { application: 'app-1' },
    theme: { color: '#0f766e' },
    handler: function (response) {
      document.getElementById('result').textContent = JSON.stringify({ handler: response });
    },
    modal: { ondismiss: function () { document.getElementById('dismissed').hidden = false; } },
  });
  rzp.on('payment.failed', function (response) {
    document.getElementById('result').textContent = JSON.stringify({ failed: response });
  });
  rzp.open();
});
`;

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${standInOrigin}`,
  `connect-src 'self' ${standInOrigin}`,
  "style-src 'self'",
  "object-src 'none'",
].join('; ');

let browser: Browser;
let pageServer: Server;
let pageOrigin: string;

beforeAll(async () => {
  pageServer = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://page').pathname;
    if (path === '/page.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(PAGE_SCRIPT);
    } else if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP }).end(PAGE);
    } else if (path === '/favicon.ico') {
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...HEADLESS_CHROMIUM_FLAGS],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => pageServer?.close(r));
});

async function openCheckout(amount: number): Promise<{ page: Page; orderId: string; problems: string[] }> {
  const order = await rzp.orders.create({ amount, currency: 'INR', receipt: `trio_${Date.now() % 100_000_000}` });
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${pageOrigin}/?key=${settings.keyId}&order=${order.id}&amount=${amount}`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  return { page, orderId: order.id, problems };
}

async function result(page: Page): Promise<Record<string, unknown>> {
  await page.locator('#result').filter({ hasText: /\S/ }).waitFor();
  return JSON.parse(await page.locator('#result').innerText()) as Record<string, unknown>;
}

describe('the stand-in checkout in Chromium', () => {
  it('pays with the success card and hands the page a triple signed with the key secret', async () => {
    const { page, orderId, problems } = await openCheckout(2_550_000);
    const dialog = page.getByRole('dialog', { name: 'Trio Rentals' });
    await dialog.waitFor();
    await dialog.getByText('Move-in payment · ₹25,500.00').waitFor();
    // The first field has the focus: the form is keyboard-first.
    expect(await page.getByLabel('Card number').evaluate((input) => input === input.ownerDocument.activeElement)).toBe(
      true,
    );
    await page.keyboard.type('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVV').fill('123');
    await dialog.getByRole('button', { name: 'Pay ₹25,500.00' }).click();

    const { handler } = (await result(page)) as { handler: Record<string, string> };
    expect(handler.razorpay_order_id).toBe(orderId);
    expect(handler.razorpay_signature).toBe(
      createHmac('sha256', settings.keySecret).update(`${orderId}|${handler.razorpay_payment_id}`).digest('hex'),
    );
    await dialog.waitFor({ state: 'detached' });
    expect(await rzp.payments.fetch(handler.razorpay_payment_id!)).toMatchObject({
      status: 'captured',
      method: 'card',
      email: 'asha@example.in',
      card: { last4: '1111', name: 'Asha Rao' },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reports a failing UPI id through payment.failed, keeps the modal open, and closes on Escape', async () => {
    const { page, orderId, problems } = await openCheckout(100_000);
    const dialog = page.getByRole('dialog', { name: 'Trio Rentals' });
    await dialog.getByLabel('UPI', { exact: true }).check();
    await page.getByLabel('UPI ID').fill('failure@razorpay');
    await page.getByLabel('UPI ID').press('Enter');

    const { failed } = (await result(page)) as {
      failed: {
        error: { code: string; reason: string; source: string; step: string; metadata: Record<string, string> };
      };
    };
    expect(failed.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_failed',
      step: 'payment_authorization',
    });
    expect(failed.error.metadata.order_id).toBe(orderId);
    expect(failed.error.metadata.payment_id).toMatch(/^pay_/);
    await dialog
      .getByRole('alert')
      .filter({ hasText: /payment has failed/ })
      .waitFor();
    expect(await rzp.payments.fetch(failed.error.metadata.payment_id!)).toMatchObject({
      status: 'failed',
      method: 'upi',
      vpa: 'failure@razorpay',
    });
    expect(await rzp.orders.fetch(orderId)).toMatchObject({ status: 'attempted', amount_paid: 0 });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('#dismissed').waitFor({ state: 'visible' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('refuses a mistyped card in the form, marking the field, without making a payment', async () => {
    const { page, orderId, problems } = await openCheckout(100_000);
    const dialog = page.getByRole('dialog', { name: 'Trio Rentals' });
    await page.getByLabel('Card number').fill('4111 1111 1111 1112');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVV').fill('123');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /card number is invalid/ })
      .waitFor();
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    expect((await rzp.orders.fetchPayments(orderId)).count).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
