import { readFileSync } from 'node:fs';
import { type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { ListingRequest } from '@trio/contracts/http/properties';
import { ApiClient, eventually } from '../api/support/client';
import { launchBrowser, openContext, screenshots, type ConsoleGuard } from './support/browser';
import { DEMO_ACCOUNTS, startDemoStack, type DemoStack } from './support/demo-stack';

jest.setTimeout(600_000);

const CATEGORIES = ['Living room', 'Kitchen', 'Bed Room', 'Bathroom', 'Front Door'];

/** A small real JPEG (the service checks images by content), one colour per category. */
async function photo(index: number): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 40 * index, g: 120, b: 200 - 30 * index } },
  })
    .jpeg()
    .toBuffer();
}

/** axe-core's checks on the page as it is (WCAG 2 A/AA); the violations by rule id with their impact. */
async function axeViolations(page: Page): Promise<{ id: string; impact: string | null; nodes: number }[]> {
  // Evaluated through the DevTools protocol: the page's CSP (rightly) refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  // A string, so this file needs no DOM types: it runs in the page.
  return page.evaluate(`(async () => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  })()`);
}

/**
 * Issue 16 in headless Chromium against the real stack with demo data: the demo landlord adds a property in the
 * Landlord Hub with photos for all five categories (a non-image refused with its message), the assigned manager
 * opens it in the Property Manager Hub, looks through the photos in the carousel with the keyboard and approves it;
 * the landlord's hub lists it (available), the dashboard counts it vacant, and search finds it. axe-core checks
 * /landlord-hub and /dashboard. No page may log an error.
 */
describe('a landlord lists a home with photos and a manager approves it, in the browser', () => {
  let stack: DemoStack;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    stack = await startDemoStack({ properties: 120, landlords: 3, renters: 2 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
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

  it('adds with photos → the manager approves in the dialog and carousel → hub, dashboard and search show it', async () => {
    const landlordAccount = DEMO_ACCOUNTS.find((a) => a.email === 'landlord@trio.rentals')!;
    const street = `${Date.now() % 100000}, Lakeview Residency Road`;
    const landlord = await openContext(browser, stack.gatewayUrl);
    const { page, guard } = landlord;
    await signIn(page, landlordAccount.email, landlordAccount.password);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    const vacantBefore = Number(
      await page
        .getByRole('region', { name: 'Occupancy and rent' })
        .getByRole('heading', { name: 'Vacant' })
        .locator('xpath=following-sibling::p[1]')
        .textContent(),
    );

    // Add New Property (the hub form) → the Upload Property Images modal.
    await page.goto('/landlord-hub');
    await page.getByRole('heading', { name: 'Landlord Hub' }).waitFor();
    await page.getByText('Property Owner').waitFor();
    await page.getByRole('button', { name: 'Add New Property' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Property' });
    await form.getByLabel('Street Address').fill(street);
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('State').fill('Maharashtra');
    await form.getByLabel('ZIP Code').fill('411014');
    await form.getByLabel('Locality/Area').fill('Viman Nagar');
    await form.getByLabel('Description').fill('Bright 2 BHK near the airport, covered parking');
    await form.getByLabel('Bedrooms').fill('2');
    await form.getByLabel('Bathrooms').fill('2');
    await form.getByLabel('Monthly Rent (₹)').fill('32000');
    await form.getByLabel('Carpet Area (sq.ft, optional)').fill('980');
    await form.getByLabel('Nearby Landmarks (comma-separated)').fill('Phoenix Marketcity, Pune Airport');
    await form.getByRole('button', { name: 'Add Property' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Property Images' });
    await upload.waitFor();
    expect(await upload.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await upload.waitFor(); // not dismissable
    await upload.getByRole('button', { name: 'Upload Images' }).click();
    await upload.getByText('Please upload at least one image for each required category.').waitFor();
    for (const [index, category] of CATEGORIES.entries()) {
      const files = [{ name: `${category}.jpg`, mimeType: 'image/jpeg', buffer: await photo(index) }];
      if (category === 'Kitchen')
        files.push({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await upload.getByLabel(`${category} (required)`).setInputFiles(files);
      if (category === 'Kitchen') {
        await upload.getByText('notes.txt is not an image: only image files are accepted.').waitFor();
      }
    }
    await screenshots(page, 'landlord-upload-images', ['desktop']);
    await upload.getByRole('button', { name: 'Upload Images' }).click();
    await upload.waitFor({ state: 'hidden', timeout: 60_000 });
    await settle(page, guard);

    // The request, as the landlord sees it, with its five photos; its manager.
    await page.getByRole('tab', { name: 'Listing Requests' }).click();
    await page.getByText(street, { exact: false }).first().waitFor();
    const landlordApi = new ApiClient(stack.gatewayUrl);
    const login = await landlordApi.call<{ user: { _id: string } }>('POST', '/trio/auth/login', {
      body: { email: landlordAccount.email, password: landlordAccount.password },
    });
    const mine = await eventually(async () => {
      const list = await landlordApi.call<ListingRequest[]>(
        'GET',
        `/trio/propertyListingRequest/landlord/${login.body.user._id}`,
      );
      const request = list.body.find((r) => r.address.street === street);
      return request && request.status === 'assigned' && request.images.length === 5 ? request : undefined;
    }, 60_000);
    expect(mine.squareArea).toBe(980);
    const managerName = mine.assignedPropertyManager!.name;
    const managerAccount = DEMO_ACCOUNTS.find((a) => `${a.firstName} ${a.lastName}` === managerName)!;
    expect(managerAccount).toBeDefined();

    // The manager reviews it: details dialog, carousel with the keyboard, Approve.
    const manager = await openContext(browser, stack.gatewayUrl);
    await signIn(manager.page, managerAccount.email, managerAccount.password);
    await manager.page.goto('/property-manager-hub?tab=listing-requests');
    const card = manager.page.getByRole('listitem').filter({ hasText: street });
    await card.getByText('Assigned to You').waitFor();
    await card.getByRole('button', { name: 'View listing request' }).click();
    const details = manager.page.getByRole('dialog', { name: /^Listing request: / });
    await details.getByText('Phoenix Marketcity, Pune Airport').waitFor();
    await details.getByRole('button', { name: 'Open photo 1 of 5' }).click();
    const carousel = manager.page.getByRole('dialog', { name: /^Photos of / });
    await carousel.getByText('1 of 5').waitFor();
    await manager.page.keyboard.press('ArrowLeft');
    await carousel.getByText('5 of 5').waitFor(); // wrapped around
    await manager.page.keyboard.press('ArrowRight');
    await carousel.getByText('1 of 5').waitFor();
    await screenshots(manager.page, 'manager-listing-carousel', ['desktop']);
    await manager.page.keyboard.press('Escape');
    await carousel.waitFor({ state: 'hidden' });
    await details.getByLabel('Review Notes').fill('Photos and details are in order.');
    await details.getByRole('button', { name: 'Approve' }).click();
    await manager.page.getByText('Request approved successfully!').waitFor();
    await settle(manager.page, manager.guard);
    await manager.context.close();

    // The landlord's hub lists it, available; the dashboard counts it vacant; search finds it.
    await eventually(async () => {
      await page.goto('/landlord-hub?tab=properties');
      const listed = page.getByRole('region', { name: 'Properties' }).getByRole('listitem').filter({ hasText: street });
      try {
        await listed.getByText('available').waitFor({ timeout: 3_000 });
        return true;
      } catch {
        return undefined;
      }
    }, 60_000);
    await screenshots(page, 'landlord-hub-properties', ['desktop']);
    await page.goto('/dashboard');
    const vacant = page
      .getByRole('region', { name: 'Occupancy and rent' })
      .getByRole('heading', { name: 'Vacant' })
      .locator('xpath=following-sibling::p[1]');
    expect(Number(await vacant.textContent())).toBe(vacantBefore + 1);
    await eventually(async () => {
      const found = await fetch(
        `${stack.gatewayUrl}/trio/properties/search?query=${encodeURIComponent('Viman Nagar')}&pageSize=50`,
      );
      const body = (await found.json()) as { properties: { address: { street: string }; squareArea: number | null }[] };
      const home = body.properties.find((p) => p.address.street === street);
      return home ?? undefined;
    }, 60_000).then((home) => expect(home.squareArea).toBe(980));
    await settle(page, guard);

    // Accessibility (axe-core, WCAG 2 A/AA) of the two landlord pages with demo data.
    const results: Record<string, { id: string; impact: string | null; nodes: number }[]> = {};
    for (const path of ['/landlord-hub', '/dashboard']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      results[path] = await axeViolations(page);
    }
    console.log(`axe: ${JSON.stringify(results)}`);
    expect(results['/landlord-hub']!.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
    expect(results['/dashboard']!.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);
    await landlord.context.close();
  });

  it('needs_more_info round trip: the manager asks in the dialog, the landlord edits and resubmits in the hub', async () => {
    const landlordAccount = DEMO_ACCOUNTS.find((a) => a.email === 'landlord@trio.rentals')!;
    const street = `${Date.now() % 100000}, Koregaon Park Lane 7`;
    const landlordApi = new ApiClient(stack.gatewayUrl);
    await landlordApi.call('POST', '/trio/auth/login', {
      body: { email: landlordAccount.email, password: landlordAccount.password },
    });
    const submitted = await landlordApi.call<ListingRequest>('POST', '/trio/propertyListingRequest', {
      body: {
        address: { street, city: 'Pune', state: 'Maharashtra', zipCode: '411001', locality: 'Koregaon Park' },
        description: 'Quiet 1 BHK',
        type: 'apartment',
        rentAmount: 18000,
        bedrooms: 1,
        bathrooms: 1,
        nearbyLandmarks: [],
        leaseType: 'monthly',
        images: [],
      },
    });
    expect(submitted.status).toBe(201);
    const managerName = submitted.body.assignedPropertyManager!.name;
    const managerAccount = DEMO_ACCOUNTS.find((a) => `${a.firstName} ${a.lastName}` === managerName)!;

    const manager = await openContext(browser, stack.gatewayUrl);
    await signIn(manager.page, managerAccount.email, managerAccount.password);
    await manager.page.goto('/property-manager-hub?tab=listing-requests');
    const card = manager.page.getByRole('listitem').filter({ hasText: street });
    await card.getByRole('button', { name: 'View listing request' }).click();
    const details = manager.page.getByRole('dialog', { name: /^Listing request: / });
    await details.getByLabel('Review Notes').fill('Please add the floor and the parking details.');
    await details.getByRole('button', { name: 'Request More Info' }).click();
    await manager.page.getByText('Request sent back for more information successfully!').waitFor();
    await card.getByText('Needs More Info').waitFor();

    const landlord = await openContext(browser, stack.gatewayUrl);
    await signIn(landlord.page, landlordAccount.email, landlordAccount.password);
    await landlord.page.goto('/landlord-hub?tab=listing-requests');
    const mine = landlord.page.getByRole('listitem').filter({ hasText: street });
    await mine.getByText('Needs More Info').waitFor();
    await mine.getByText('Manager’s notes: Please add the floor and the parking details.').waitFor();
    await mine.getByRole('button', { name: 'Edit and resubmit' }).click();
    const edit = landlord.page.getByRole('dialog', { name: 'Edit and resubmit' });
    await edit.getByLabel('Description').fill('Quiet 1 BHK on the 3rd floor, one covered parking');
    await edit.getByRole('button', { name: 'Resubmit' }).click();
    await edit.waitFor({ state: 'hidden' });
    await mine.getByText('Assigned to Manager').waitFor();
    await settle(landlord.page, landlord.guard);

    await manager.page.reload();
    await card.getByText('Assigned to You').waitFor();
    await card.getByText('Quiet 1 BHK on the 3rd floor, one covered parking').waitFor();
    await settle(manager.page, manager.guard);
    await manager.context.close();
    await landlord.context.close();
  });
});
