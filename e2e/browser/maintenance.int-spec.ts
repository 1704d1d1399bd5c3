import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { ensureSpaBuilt } from '../../infra/local/spa';
import { DEMO_ACCOUNTS } from '../../services/users/src/ops/demo-data';
import { eventually } from '../api/support/client';
import { startStack, type OpsResult, type Stack } from '../api/support/stack';
import { launchBrowser, openContext, screenshots, type ConsoleGuard } from './support/browser';

jest.setTimeout(600_000);

function check(step: string, result: OpsResult): void {
  if (result.status !== 0) throw new Error(`${step} failed (exit ${result.status}):\n${result.stderr}`.slice(-3000));
}

/**
 * Maintenance in headless Chromium against the real stack (the gateway serving the built SPA, the demo seeds up to
 * the demo leases): renter@trio.rentals submits a request with a photo from the Renters Hub; the home's manager sets
 * it In Progress and adds a note in the Property Manager Hub; the renter sees both. No page may log an error.
 */
describe('maintenance in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let dir: string;
  let manager: (typeof DEMO_ACCOUNTS)[number];
  const renter = DEMO_ACCOUNTS.find((account) => account.email === 'renter@trio.rentals')!;

  beforeAll(async () => {
    browser = await launchBrowser();
    ensureSpaBuilt(() => undefined);
    stack = await startStack({ spa: true });
    dir = mkdtempSync(join(tmpdir(), 'trio-maintenance-browser-'));
    const people = join(dir, 'people.json');
    check('users seed', stack.usersOps(['seed-demo', '--landlords', '2', '--renters', '3', '--out', people]));
    check('properties seed', stack.propertiesOps(['seed', '--properties', '40', '--people', people]));
    check('applications seed', stack.services.applications.ops(['seed', '--people', people]));
    // The maintenance service learns renter@trio.rentals's lease, its home and its manager from their events.
    const db = stack.services.maintenance.db;
    const lease = await eventually(async () => {
      const person = await stack.services.applications.db.collection('people').findOne({ email: renter.email });
      return person
        ? ((await db.collection('leases').findOne({ tenantId: person._id, status: 'active' })) ?? undefined)
        : undefined;
    }, 60_000);
    const property = await eventually(
      async () => (await db.collection('properties').findOne({ _id: lease.propertyId })) ?? undefined,
      60_000,
    );
    const record = await eventually(
      async () => (await db.collection('managers').findOne({ _id: property.managerId })) ?? undefined,
      60_000,
    );
    manager = DEMO_ACCOUNTS.find((account) => account.email === record.email)!;
    expect(manager).toBeDefined();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

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

  it('tenant submits with a photo; the manager moves it on and adds a note; the tenant sees both', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f6f8f' } })
      .jpeg()
      .toBuffer();
    const tenant = await openContext(browser, stack.gatewayUrl);
    const managing = await openContext(browser, stack.gatewayUrl);
    try {
      // The tenant: Overview → Maintenance opens the dialog.
      await signIn(tenant.page, renter.email, renter.password);
      await tenant.page.goto('/hub');
      await tenant.page.getByRole('button', { name: 'Maintenance', exact: true }).click();
      const dialog = tenant.page.getByRole('dialog', { name: 'Submit Maintenance Request' });
      await dialog.getByLabel('Title').fill('Bathroom tap leaking');
      await dialog.getByLabel('Category').selectOption('plumbing');
      await dialog.getByLabel('Priority').selectOption('high');
      await dialog.getByLabel('Description').fill('The hot water tap drips all night.');
      await dialog.getByLabel(/^Photos/).setInputFiles({ name: 'tap.jpg', mimeType: 'image/jpeg', buffer: photo });
      await screenshots(tenant.page, 'maintenance-dialog', ['desktop']);
      await dialog.getByRole('button', { name: 'Submit Request' }).click();
      await tenant.page.getByText('Maintenance request submitted successfully!').waitFor();
      const mine = tenant.page.getByRole('article', { name: 'Bathroom tap leaking' });
      await mine.getByText('Submitted', { exact: true }).first().waitFor();
      await mine.getByRole('img', { name: 'Photo 1 of the request' }).waitFor();
      await screenshots(tenant.page, 'renters-hub-maintenance', ['desktop', 'mobile']);
      await settle(tenant.page, tenant.guard);

      // The manager: the Property Manager Hub's maintenance tab.
      await signIn(managing.page, manager.email, manager.password);
      await managing.page.goto('/property-manager-hub?tab=maintenance');
      const theirs = managing.page.getByRole('article', { name: 'Bathroom tap leaking' });
      await theirs.getByRole('img', { name: 'Photo 1 of the request' }).waitFor();
      await theirs.getByLabel('Status').selectOption('in_progress');
      await theirs.getByText('In Progress', { exact: true }).first().waitFor();
      await theirs.getByLabel('Add a note').fill('A plumber will come tomorrow at 10.');
      await theirs.getByRole('button', { name: 'Add Note' }).click();
      await theirs.getByText('A plumber will come tomorrow at 10.').waitFor();
      await theirs.getByText(manager.email).first().waitFor();
      await screenshots(managing.page, 'pm-hub-maintenance', ['desktop']);
      await settle(managing.page, managing.guard);

      // The tenant sees both.
      await tenant.page.reload();
      await tenant.page.getByRole('tab', { name: 'Maintenance Requests' }).click();
      const updated = tenant.page.getByRole('article', { name: 'Bathroom tap leaking' });
      await updated.getByText('In Progress', { exact: true }).first().waitFor();
      await updated.getByText('A plumber will come tomorrow at 10.').waitFor();
      await settle(tenant.page, tenant.guard);
    } finally {
      await tenant.context.close();
      await managing.context.close();
    }
  });
});
