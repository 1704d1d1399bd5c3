import { readFileSync } from 'node:fs';
import { type Browser, type Page } from 'playwright-core';
import { ApiClient, eventually, newPerson } from '../api/support/client';
import { launchBrowser, openContext, screenshots, type ConsoleGuard } from './support/browser';
import { DEMO_ACCOUNTS, startDemoStack, type DemoStack } from './support/demo-stack';

jest.setTimeout(420_000);

/** A move-in date the apply route accepts: two weeks from now. */
function moveInDate(): string {
  return new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Checkout and the Renters Hub in headless Chromium against the real stack (every service of the app list, the
 * gateway with the built SPA, the Razorpay stand-in's checkout script): an approved renter pays the move-in amount
 * in the stand-in's checkout, lands on payment success and downloads the receipt, opens the Renters Hub, sees the
 * lease and the payment, and pays a month's rent. No page may log an error.
 */
describe('checkout and the Renters Hub in the browser', () => {
  let stack: DemoStack;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    stack = await startDemoStack();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** An available Pune property managed by a demo manager, and that manager signed in through the API. */
  async function propertyWithDemoManager(): Promise<{ propertyId: string; manager: ApiClient }> {
    const search = await fetch(`${stack.gatewayUrl}/trio/properties/search?query=Pune`);
    const { properties } = (await search.json()) as { properties: { _id: string; status: string }[] };
    for (const property of properties.filter((candidate) => candidate.status === 'available')) {
      const info = await fetch(`${stack.gatewayUrl}/trio/properties/${property._id}/propetyManagerInfo`);
      if (!info.ok) continue;
      const { propertyManager } = (await info.json()) as { propertyManager: { email?: string } | null };
      const account = DEMO_ACCOUNTS.find((demo) => demo.email === propertyManager?.email);
      if (!account) continue;
      const manager = new ApiClient(stack.gatewayUrl);
      const login = await manager.call('POST', '/trio/auth/login', {
        body: { email: account.email, password: account.password },
      });
      expect(login.status).toBe(200);
      return { propertyId: property._id, manager };
    }
    throw new Error('no available Pune property is managed by a demo manager');
  }

  /** A new renter whose application to `propertyId` the manager approved (through the API: the UI has its journey). */
  async function approvedRenter(propertyId: string, manager: ApiClient) {
    const person = newPerson();
    const renter = new ApiClient(stack.gatewayUrl);
    const registered = await renter.call<{ user: { uid: string } }>('POST', '/trio/auth/register', { body: person });
    expect(registered.status).toBe(201);
    // The applications service learns of the home from its event: until then the home is unknown there (404).
    const apply = () =>
      renter.call<{ _id: string }>('POST', '/trio/rental-applications/apply', {
        body: {
          propertyId,
          userId: registered.body.user.uid,
          propertyManagerEmail: '',
          formData: {
            firstName: person.firstName,
            lastName: person.lastName,
            phone: '+91 98450 12345',
            address: person.address,
            panAdhaar: 'ABCPE1234F',
            moveInDate: moveInDate(),
            leasePeriod: '11 months',
            numPeople: 2,
          },
        },
      });
    const applied = await eventually(async () => {
      const answer = await apply();
      return answer.status === 404 ? undefined : answer;
    }, 60_000);
    expect(applied.status).toBe(200);
    const approved = await manager.call('PUT', `/trio/rental-applications/${applied.body._id}/review`, {
      body: { action: 'approve', reviewNotes: 'Welcome! Please complete the checkout.' },
    });
    expect(approved.status).toBe(200);
    return person;
  }

  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /^Account: / }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
  }

  async function settle(page: Page, guard: ConsoleGuard): Promise<void> {
    await page.waitForLoadState('networkidle');
    guard.assertClean();
  }

  it('pays the move-in amount, downloads the receipt, sees the lease and payment in the hub, pays a month of rent', async () => {
    const { propertyId, manager } = await propertyWithDemoManager();
    const renter = await approvedRenter(propertyId, manager);
    const { context, page, guard } = await openContext(browser, stack.gatewayUrl);
    try {
      await signIn(page, renter.email, renter.password);

      // The property page → checkout: Review with the server's breakdown.
      await page.goto(`/properties/${propertyId}`);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL('**/billing');
      const costs = page.getByRole('table', { name: 'Initial payment' });
      await costs.getByText('Security deposit (1.5 × rent)').waitFor();
      await screenshots(page, 'checkout-review', ['desktop', 'mobile']);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      const pay = page.getByRole('button', { name: /^Pay ₹/ });
      await screenshots(page, 'checkout-payment', ['desktop']);

      // The stand-in's checkout: the test card.
      await pay.click();
      const modal = page.getByRole('dialog', { name: 'Trio Rentals' });
      await modal.waitFor();
      await page.getByLabel('Card number').fill('4111 1111 1111 1111');
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('CVV').fill('123');
      await screenshots(page, 'checkout-razorpay-modal', ['desktop']);
      await modal.getByRole('button', { name: /^Pay / }).click();

      // Payment success: the receipt downloads.
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: 'Return to Home' }).waitFor();
      await page.getByText('A confirmation e-mail will reach you within 24 hours.').waitFor();
      await screenshots(page, 'payment-success', ['desktop', 'mobile']);
      const [textReceipt] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Receipt' }).click(),
      ]);
      expect(textReceipt.suggestedFilename()).toMatch(/^TXN[0-9A-Z]+\.txt$/);
      const receiptPath = await textReceipt.path();
      expect(readFileSync(receiptPath, 'utf8')).toContain(
        `Transaction ID: ${textReceipt.suggestedFilename().slice(0, -4)}`,
      );
      const [pdfReceipt] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF Receipt' }).click(),
      ]);
      expect(pdfReceipt.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        readFileSync(await pdfReceipt.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await settle(page, guard);

      // The Renters Hub: the lease (created from the payment's event) and the payment.
      await page.goto('/hub');
      const payRent = page.getByRole('button', { name: 'Pay Rent' });
      await eventually(async () => {
        await page.reload();
        try {
          await page.getByRole('heading', { level: 1, name: 'Renters Hub' }).waitFor();
          await page.getByText(/Loading your rental information/).waitFor({ state: 'hidden' });
        } catch {
          return undefined; // a slow load on a busy machine: reload and look again until the deadline
        }
        return (await payRent.count()) > 0 && (await payRent.isEnabled()) ? true : undefined;
      }, 90_000);
      await page.getByText('Paid', { exact: true }).waitFor();
      await screenshots(page, 'renters-hub-overview', ['desktop', 'mobile']);
      await page.getByRole('button', { name: 'View Lease' }).click();
      await page.getByRole('tab', { name: 'Lease Information', selected: true }).waitFor();
      await page.getByText(/^₹[\d,]+\.\d{2}$/).waitFor();
      await screenshots(page, 'renters-hub-lease', ['desktop']);
      const [agreement] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Lease PDF' }).click(),
      ]);
      expect(
        readFileSync(await agreement.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await page.getByRole('tab', { name: 'Payment History' }).click();
      const initial = page.getByRole('listitem').filter({ hasText: 'Initial' });
      await initial.getByText('Completed').waitFor();
      await screenshots(page, 'renters-hub-payments', ['desktop']);
      await settle(page, guard);

      // Pay a month of rent with UPI.
      await page.getByRole('tab', { name: 'Overview' }).click();
      await payRent.click();
      await page.getByRole('table', { name: 'Monthly rent payment' }).waitFor();
      await screenshots(page, 'checkout-monthly-rent', ['desktop']);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await modal.waitFor();
      await modal.getByLabel('UPI', { exact: true }).check();
      await page.getByLabel('UPI ID').fill('success@razorpay');
      await page.getByLabel('UPI ID').press('Enter');
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: 'Go to Renters Hub' }).click();
      await page.getByRole('tab', { name: 'Payment History' }).click();
      await page.getByRole('listitem').filter({ hasText: 'Monthly Rent' }).first().getByText('Completed').waitFor();
      await screenshots(page, 'renters-hub-after-rent', ['desktop']);
      await settle(page, guard);
    } finally {
      await context.close();
    }
  });
});
