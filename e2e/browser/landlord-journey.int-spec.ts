import { formatPaiseAsRupees } from '@trio/contracts/common';
import { moveInCostsPaise } from '@trio/contracts/money';
import { eventually } from '../api/support/client';
import { axeViolations, openContext } from './support/browser';
import {
  apiAs,
  approvedApplicant,
  dashboardStat,
  demoAccount,
  demoManagerNamed,
  demoStackInChromium,
  INDIAN_RUPEES,
  literally,
  mailArrives,
  milestones,
  payMoveInThroughApi,
  photo,
  settle,
  signIn,
} from './support/journey';

jest.setTimeout(900_000);

const CATEGORIES = ['Living room', 'Kitchen', 'Bed Room', 'Bathroom', 'Front Door'];

/**
 * The landlord's journey in headless Chromium against the real stack with demo data: the demo landlord adds a
 * property in the Landlord Hub ("Add New Property") with photos for all five categories (a non-image refused with
 * its message); the assigned manager gets the e-mail, opens it in the Property Manager Hub, looks through the photos
 * in the carousel with the keyboard and approves it; the landlord gets the decision by e-mail, the hub lists the
 * home (available), the dashboard counts it vacant and a visitor's search finds it. A renter then rents it (their
 * part through the API: the renter's journey shows it in the browser) and the landlord's dashboard shows it let,
 * the lease and the move-in payment in lakh-grouped rupees, with the "is let" e-mail. axe-core checks /landlord-hub
 * and /dashboard. Milestone screenshots: e2e/output/landlord-*.png. No page may log an error.
 */
describe('the landlord’s journey in the browser', () => {
  const running = demoStackInChromium({ properties: 120, landlords: 3, renters: 2 });

  it('adds a home with photos → a manager approves it → listed, found, rented → let on the dashboard', async () => {
    const since = Date.now();
    const shot = milestones('landlord');
    const account = demoAccount('landlord@trio.rentals');
    const street = `${Date.now() % 100000}, Lakeview Residency Road`;
    const rentPaise = 45_000_00;
    const landlord = await openContext(running.browser, running.stack.gatewayUrl);
    const { page, guard } = landlord;
    try {
      await signIn(page, account.email, account.password);
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
      const vacantBefore = Number(await dashboardStat(page, 'Vacant').textContent());
      const occupiedBefore = Number(await dashboardStat(page, 'Occupied').textContent());
      await shot(page, 'dashboard-before');

      // "Add New Property" in the Landlord Hub → the Upload Property Images modal.
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
      await form.getByLabel('Description').fill('Bright 3 BHK near the airport, covered parking');
      await form.getByLabel('Bedrooms').fill('3');
      await form.getByLabel('Bathrooms').fill('2');
      await form.getByLabel('Monthly Rent (₹)').fill(String(rentPaise / 100));
      await form.getByLabel('Carpet Area (sq.ft, optional)').fill('1380');
      await form.getByLabel('Nearby Landmarks (comma-separated)').fill('Phoenix Marketcity, Pune Airport');
      await shot(page, 'add-property-form', ['desktop', 'mobile']);
      await form.getByRole('button', { name: 'Add Property' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Property Images' });
      await upload.waitFor();
      expect(await upload.getByRole('button', { name: 'Close' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await upload.waitFor(); // not dismissable
      // The page is reloaded before any photo is sent (issue 25, item 14): the request is a draft only the landlord
      // sees, and its card takes the photos.
      await page.reload();
      await page.getByRole('heading', { name: 'Landlord Hub' }).waitFor();
      await page.getByRole('tab', { name: 'Listing Requests' }).click();
      const draftCard = page.getByRole('region', { name: 'Listing Requests' }).getByRole('listitem').filter({
        hasText: street,
      });
      await draftCard.getByText('Draft: add photos').waitFor();
      expect(await draftCard.getByText(/^Manager: /).count()).toBe(0);
      await draftCard.getByRole('button', { name: 'Add photos' }).click();
      await upload.waitFor();
      await upload.getByRole('button', { name: 'Upload Images' }).click();
      await upload.getByText('Please upload at least one image for each required category.').waitFor();
      for (const [index, category] of CATEGORIES.entries()) {
        const files = [{ name: `${category}.jpg`, mimeType: 'image/jpeg', buffer: await photo(index) }];
        if (category === 'Kitchen')
          files.push({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
        await upload.getByLabel(`${category} (required)`).setInputFiles(files);
        if (category === 'Kitchen') {
          await upload.getByText('notes.txt is not a JPEG, PNG or WebP image. It was not added.').waitFor();
        }
      }
      await shot(page, 'upload-images');
      await upload.getByRole('button', { name: 'Upload Images' }).click();
      await upload.waitFor({ state: 'hidden', timeout: 60_000 });
      await settle(page, guard);

      // The request, as the landlord sees it: assigned to a manager.
      await page.getByRole('tab', { name: 'Listing Requests' }).click();
      const requestCard = page.getByRole('region', { name: 'Listing Requests' }).getByRole('listitem').filter({
        hasText: street,
      });
      await requestCard.getByText('Assigned to Manager').waitFor();
      await shot(page, 'listing-request-assigned');
      // The card names the manager it went to.
      const managerLine = (await requestCard.getByText(/^Manager: /).textContent()) ?? '';
      const managerAccount = demoManagerNamed(managerLine.replace(/^Manager: /, '').replace(/ \(.*\)$/, ''));
      const assigned = await mailArrives(
        managerAccount.email,
        new RegExp(`^New listing request assigned to you: ${literally(street)}`),
        since,
      );
      expect(assigned.text).toContain('Vikram');

      // Hand-over: the manager reviews it (details dialog, carousel with the keyboard) and approves.
      const manager = await openContext(running.browser, running.stack.gatewayUrl);
      try {
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
        await shot(manager.page, 'manager-carousel');
        await manager.page.keyboard.press('Escape');
        await carousel.waitFor({ state: 'hidden' });
        await details.getByLabel('Review Notes').fill('Photos and details are in order.');
        await details.getByRole('button', { name: 'Approve' }).click();
        await manager.page.getByText('Request approved successfully!').waitFor();
        await settle(manager.page, manager.guard);
      } finally {
        await manager.context.close();
      }
      const decided = await mailArrives(
        account.email,
        new RegExp(`^Your listing request for ${literally(street)}.*: Approved$`),
        since,
      );
      expect(decided.text).toContain('Photos and details are in order.');

      // The hub lists it, available; the dashboard counts it vacant; a visitor's search finds it.
      const listed = page.getByRole('region', { name: 'Properties' }).getByRole('listitem').filter({ hasText: street });
      await eventually(async () => {
        await page.goto('/landlord-hub?tab=properties');
        try {
          await listed.getByText('available').waitFor({ timeout: 10_000 });
          return true;
        } catch {
          return undefined;
        }
      }, 120_000);
      await shot(page, 'hub-properties-listed');
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
      expect(Number(await dashboardStat(page, 'Vacant').textContent())).toBe(vacantBefore + 1);
      const home = await eventually(async () => {
        const found = await fetch(
          `${running.stack.gatewayUrl}/trio/properties/search?query=${encodeURIComponent('Viman Nagar')}&pageSize=50`,
        );
        const body = (await found.json()) as {
          properties: { _id: string; name: string; address: { street: string }; squareArea: number | null }[];
        };
        return body.properties.find((p) => p.address.street === street);
      }, 60_000);
      expect(home.squareArea).toBe(1380);
      await settle(page, guard);

      // A renter rents it (their part through the API; the renter's journey does it in the browser).
      const { client: managerApi } = await apiAs(running.stack, managerAccount.email, managerAccount.password);
      const tenant = await approvedApplicant(running.stack, home._id, managerApi, {
        firstName: 'Rohan',
        lastName: 'Desai',
      });
      const paidPaise = await payMoveInThroughApi(running.stack, tenant.renter, tenant.applicationId);
      const moveInLabel = formatPaiseAsRupees(moveInCostsPaise(rentPaise).totalPaise);
      expect(paidPaise).toBe(moveInCostsPaise(rentPaise).totalPaise);
      // Two and a half months' rent of ₹45,000 and the fees: above a lakh, so India's grouping shows.
      expect(moveInLabel).toMatch(/^₹1,\d{2},\d{3}/);
      expect(moveInLabel).toMatch(INDIAN_RUPEES);

      // The landlord's e-mail and dashboard: the home let, the lease, the move-in payment.
      const letMail = await mailArrives(account.email, /^.* is let to Rohan Desai$/, since);
      expect(letMail.subject).toBe(`${home.name} is let to Rohan Desai`);
      expect(letMail.text).toContain('₹45,000');
      await eventually(async () => {
        await page.goto('/dashboard');
        await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
        return Number(await dashboardStat(page, 'Occupied').textContent()) === occupiedBefore + 1 ? true : undefined;
      }, 60_000);
      expect(Number(await dashboardStat(page, 'Vacant').textContent())).toBe(vacantBefore);
      const leaseCard = page.getByRole('region', { name: 'Lease Status' }).getByRole('listitem').filter({
        hasText: street,
      });
      await leaseCard.getByText('active').waitFor();
      await shot(page, 'dashboard-let', ['desktop', 'mobile']);
      await page.getByRole('tab', { name: 'Rent History' }).click();
      const moveInRow = page.getByRole('row').filter({ hasText: 'Rohan Desai' }).filter({ hasText: 'Move-in' });
      await moveInRow.getByText(moveInLabel).waitFor();
      await moveInRow.getByText('completed').waitFor();
      await shot(page, 'rent-history');
      await page.goto('/landlord-hub?tab=properties');
      await listed.getByText('occupied').waitFor();
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
    } finally {
      await landlord.context.close();
    }
  });
});
