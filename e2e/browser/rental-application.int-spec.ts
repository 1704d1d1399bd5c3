import { type Browser, type Page } from 'playwright-core';
import { newPerson } from '../api/support/client';
import { launchBrowser, openContext, screenshots, type ConsoleGuard } from './support/browser';
import { DEMO_ACCOUNTS, startDemoStack, type DemoStack } from './support/demo-stack';

jest.setTimeout(300_000);

/** A move-in date the apply route accepts: two weeks from now (India's calendar is at most a day ahead). */
function moveInDate(): string {
  return new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The rental application in headless Chromium against the real stack (users, properties, applications, gateway
 * with the built SPA): a renter applies through "Request to Apply", the property's manager approves in the
 * Property Manager Hub, and the renter's property page then offers "Proceed to Checkout". No page may log an error.
 */
describe('a rental application in the browser', () => {
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

  /** An available Pune property managed by a demo manager (whose password the demo data sets), and that manager. */
  async function propertyWithDemoManager(): Promise<{ propertyId: string; managerEmail: string; password: string }> {
    const search = await fetch(`${stack.gatewayUrl}/trio/properties/search?query=Pune`);
    const { properties } = (await search.json()) as { properties: { _id: string; status: string }[] };
    for (const property of properties.filter((candidate) => candidate.status === 'available')) {
      const info = await fetch(`${stack.gatewayUrl}/trio/properties/${property._id}/propetyManagerInfo`);
      if (!info.ok) continue;
      const { propertyManager } = (await info.json()) as { propertyManager: { email?: string } | null };
      const account = DEMO_ACCOUNTS.find((demo) => demo.email === propertyManager?.email);
      if (account) return { propertyId: property._id, managerEmail: account.email, password: account.password };
    }
    throw new Error('no available Pune property is managed by a demo manager');
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

  it('a renter applies, the manager approves in the PM Hub, the renter sees "Proceed to Checkout"', async () => {
    const { propertyId, managerEmail, password } = await propertyWithDemoManager();
    const renter = newPerson();
    const registered = await fetch(`${stack.gatewayUrl}/trio/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(renter),
    });
    expect(registered.status).toBe(201);

    // The renter applies through the dialog.
    const renterSide = await openContext(browser, stack.gatewayUrl);
    const renterPage = renterSide.page;
    try {
      await signIn(renterPage, renter.email, renter.password);
      await renterPage.goto(`/properties/${propertyId}`);
      await renterPage.getByRole('button', { name: 'Check Eligibility' }).click();
      const eligibility = renterPage.getByRole('dialog', { name: 'Check Eligibility' });
      await eligibility.getByText('Total due at move-in').waitFor();
      await screenshots(renterPage, 'application-eligibility', ['desktop']);
      await eligibility.getByRole('button', { name: 'Apply Now' }).click();

      const form = renterPage.getByRole('dialog', { name: 'Request to Apply' });
      await form.getByLabel('First name').waitFor();
      expect(await form.getByLabel('First name').inputValue()).toBe(renter.firstName);
      await form.getByLabel('PAN / ADHAAR').fill('ABCPE1234F');
      await form.getByLabel('Move-in date').fill(moveInDate());
      await form.getByLabel('Lease period').fill('11 months');
      await form.getByLabel('Number of people signing the lease').fill('2');
      await screenshots(renterPage, 'application-form', ['desktop', 'mobile']);
      await form.getByRole('button', { name: 'Submit Application' }).click();

      const submitted = renterPage.getByRole('dialog', { name: 'Application Submitted' });
      await submitted.getByText(/within 48 hrs/).waitFor();
      await submitted.getByRole('button', { name: 'OK' }).click();
      await renterPage.getByText('Pending Approval').waitFor();
      await settle(renterPage, renterSide.guard);

      // The manager approves it in the Property Manager Hub.
      const managerSide = await openContext(browser, stack.gatewayUrl);
      try {
        const managerPage = managerSide.page;
        await signIn(managerPage, managerEmail, password);
        await managerPage.getByRole('button', { name: /^Account: / }).click();
        await managerPage.getByRole('menuitem', { name: 'Property Manager Hub' }).click();
        await managerPage.getByRole('heading', { level: 1, name: 'Property Manager Hub' }).waitFor();
        await managerPage.getByRole('tab', { name: 'Review Rental Applications' }).click();
        const application = managerPage.getByRole('listitem', { name: `${renter.firstName} ${renter.lastName}` });
        await application.getByText('Pending Review').waitFor();
        await screenshots(managerPage, 'pm-hub-applications', ['desktop', 'mobile']);
        await application.getByRole('button', { name: `Approve: ${renter.firstName} ${renter.lastName}` }).click();
        const review = managerPage.getByRole('dialog', { name: 'Approve Application' });
        await review.getByLabel('Review Notes').fill('Welcome! Please complete the checkout.');
        await review.getByRole('button', { name: 'Approve' }).click();
        await managerPage.getByText('Application approved successfully!').waitFor();
        await application.getByText('Approved').waitFor();
        await settle(managerPage, managerSide.guard);
      } finally {
        await managerSide.context.close();
      }

      // The renter reloads and can proceed to checkout.
      await renterPage.reload();
      await renterPage.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
      await screenshots(renterPage, 'application-approved', ['desktop']);
      await renterPage.goto('/profile');
      await renterPage.getByRole('heading', { name: 'Your rental applications' }).waitFor();
      await renterPage.locator('.my-applications').getByText('Approved').waitFor();
      await settle(renterPage, renterSide.guard);
    } finally {
      await renterSide.context.close();
    }
  });
});
