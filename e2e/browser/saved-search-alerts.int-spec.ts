import { formatPaiseAsRupees } from '@trio/contracts/common';
import sharp from 'sharp';
import { eventually } from '../api/support/client';
import { openContext } from './support/browser';
import { apiAs, demoAccount, literally, mailArrives, milestones, settle, signIn } from './support/journey';
import { demoStackInChromium } from './support/journey';

jest.setTimeout(600_000);

const PHOTO_CATEGORIES = ['Living room', 'Kitchen', 'Bed Room', 'Bathroom', 'Front Door'];

/** A JPEG the upload takes as a photo. */
function photo(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 40 * shade, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
}

/**
 * Issue 27, item 5: saved searches and their alerts in headless Chromium against the real stack with demo data.
 * The demo renter searches a Pune locality that has no homes yet, saves the search (instant alerts) from the search
 * page and finds it on /profile; the demo landlord submits a home there with its photos and its manager approves it
 * (their screens have their own journeys: here through the API); the renter's alert e-mail arrives at the SMTP
 * capture with the home, its rent in ₹ and the one-click unsubscribe headers; the link in the e-mail, opened in the
 * browser, pauses the saved search without signing in, and /profile shows it paused with the home among its recent
 * matches. No page may log an error.
 */
describe('saved-search alerts in the browser', () => {
  const running = demoStackInChromium({ properties: 120, landlords: 3, renters: 2 });

  it('saves a search for a place with no homes → a home is listed there → the e-mail arrives → its link unsubscribes', async () => {
    const since = Date.now();
    const shot = milestones('alerts');
    const renterAccount = demoAccount('renter@trio.rentals');
    const landlordAccount = demoAccount('landlord@trio.rentals');

    // A locality of Pune with no home in this stack's catalogue.
    const homesIn = async (locality: string) =>
      running.stack.propertiesDb.collection('properties').countDocuments({ 'address.locality': locality });
    const candidates = ['Viman Nagar', 'Kalyani Nagar', 'Koregaon Park', 'Aundh', 'Baner', 'Wakad', 'Hinjewadi'];
    let locality: string | undefined;
    for (const candidate of candidates) if ((await homesIn(candidate)) === 0) locality = locality ?? candidate;
    if (!locality) throw new Error(`every candidate locality has homes: ${candidates.join(', ')}`);
    const place = `${locality}, Pune`;

    // The renter searches it, finds nothing, saves the search.
    const renter = await openContext(running.browser, running.stack.gatewayUrl);
    try {
      await signIn(renter.page, renterAccount.email, renterAccount.password);
      await renter.page.goto(`/search?q=${encodeURIComponent(place)}`);
      await renter.page.getByRole('button', { name: 'Save search' }).waitFor();
      await renter.page.getByRole('button', { name: 'Save search' }).click();
      const dialog = renter.page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByLabel('Name').fill(`Homes in ${locality}`);
      await dialog.getByLabel('As soon as they are listed').check();
      await shot(renter.page, 'save-search-dialog');
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await renter.page.getByText('Search saved. We will tell you about new homes that match it.').waitFor();
      await renter.page.goto('/profile');
      const saved = renter.page.getByRole('listitem', { name: `Homes in ${locality}` });
      await saved.getByText('No new homes have matched it yet.').waitFor();
      await settle(renter.page, renter.guard);
    } finally {
      await renter.context.close();
    }

    // The landlord lists a home there; its manager approves it (through the API).
    const { client: landlord } = await apiAs(running.stack, landlordAccount.email, landlordAccount.password);
    const street = `${Date.now() % 100000}, Alert Lane`;
    const rentAmount = 32_500;
    const submitted = await landlord.call<{ _id: string; managerId?: string }>('POST', '/trio/propertyListingRequest', {
      body: {
        propertyAddress: { street, city: 'Pune', state: 'Maharashtra', zipCode: '411014', locality },
        description: 'Sunny 2 BHK with a balcony',
        rentAmount,
        bedrooms: 2,
        bathrooms: 2,
        leaseType: 'Year-long',
      },
    });
    expect(submitted.status).toBe(201);
    const requestId = submitted.body._id;
    for (const [index, imageType] of PHOTO_CATEGORIES.entries()) {
      const form = new FormData();
      form.append('propertyId', requestId);
      form.append('imageType', imageType);
      form.append('file', new Blob([await photo(index)], { type: 'image/jpeg' }), `${imageType}.jpg`);
      const uploaded = await fetch(`${running.stack.gatewayUrl}/trio/file/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${landlord.accessToken}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
    }
    const managerId = await eventually(async () => {
      const request = await running.stack.propertiesDb
        .collection<{ _id: string; managerId?: string }>('listing_requests')
        .findOne({ _id: requestId });
      return request?.managerId ?? undefined;
    });
    const managerEmail = (
      await running.stack.propertiesDb
        .collection<{ _id: string; email: string }>('managers')
        .findOne({ _id: managerId })
    )?.email;
    const managerAccount = demoAccount(String(managerEmail));
    const { client: manager } = await apiAs(running.stack, managerAccount.email, managerAccount.password);
    const approved = await manager.call('PUT', `/trio/propertyListingRequest/${requestId}/review`, {
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);

    // The renter's alert: the home, its rent in ₹, the unsubscribe link and headers (RFC 8058).
    const alert = await mailArrives(
      renterAccount.email,
      new RegExp(`^New home for your saved search “Homes in ${literally(locality)}”$`),
      since,
      120_000,
    );
    const text = alert.text ?? '';
    expect(text).toContain(street);
    expect(text).toContain(formatPaiseAsRupees(rentAmount * 100));
    expect(alert.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(alert.headers?.['list-unsubscribe']).toMatch(
      /^<http[^>]+\/trio\/saved-searches\/[0-9a-f]{24}\/unsubscribe\?token=[^>]+>$/,
    );
    const link = /(https?:\/\/\S+\/saved-searches\/[0-9a-f]{24}\/unsubscribe\?token=\S+)/.exec(text)?.[1];
    if (!link) throw new Error(`no unsubscribe link in the alert:\n${text}`);

    // The link, opened by someone not signed in, pauses the saved search.
    const reader = await openContext(running.browser, running.stack.gatewayUrl);
    try {
      const url = new URL(link);
      await reader.page.goto(`${url.pathname}${url.search}`);
      await reader.page.getByText(new RegExp(`Alerts paused for “Homes in ${literally(locality)}”`)).waitFor();
      await shot(reader.page, 'unsubscribed');
      await settle(reader.page, reader.guard);
    } finally {
      await reader.context.close();
    }
    const again = await openContext(running.browser, running.stack.gatewayUrl);
    try {
      await signIn(again.page, renterAccount.email, renterAccount.password);
      await again.page.goto('/profile');
      const saved = again.page.getByRole('listitem', { name: `Homes in ${locality}` });
      await saved.getByText('(paused)').waitFor();
      await saved
        .getByRole('list', { name: `Recent matches of Homes in ${locality}` })
        .getByText(/Pune/)
        .waitFor();
      await shot(again.page, 'profile-paused');
      await settle(again.page, again.guard);
    } finally {
      await again.context.close();
    }
  });
});
