import { type Locator, type Page } from 'playwright-core';
import { newPerson } from '../api/support/client';
import { openContext, screenshots, type ViewportName } from './support/browser';
import { demoStackInChromium } from './support/journey';

jest.setTimeout(240_000);

/**
 * What a visitor sees and what a tenant may not see, in headless Chromium against the real stack with demo data (the
 * gateway serving the built SPA): the checks that belong to no role's journey (renter-, landlord- and
 * manager-journey.int-spec.ts tell those). Every test fails on any console
 * error or uncaught exception of its pages (support/browser.ts ConsoleGuard). Elements are found by role and
 * accessible name, as a screen-reader user would find them.
 */
describe('a visitor in headless Chromium', () => {
  const running = demoStackInChromium();

  /** Runs `journey` in a fresh browser profile; the page must not report an error meanwhile. */
  async function inBrowser(journey: (page: Page) => Promise<void>, viewport: ViewportName = 'desktop'): Promise<void> {
    const { context, page, guard } = await openContext(running.browser, running.stack.gatewayUrl, viewport);
    try {
      await journey(page);
      await page.waitForLoadState('networkidle');
      guard.assertClean();
    } finally {
      await context.close();
    }
  }

  const loginDialog = (page: Page) => page.getByRole('dialog');
  const accountButton = (page: Page) => page.getByRole('button', { name: /^Account: / });

  /** A search for Pune from the home page's hero; resolves with the first result card's property name. */
  async function searchPune(page: Page): Promise<void> {
    await page.getByRole('combobox', { name: 'Location' }).first().fill('Pune');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.waitForURL(/\/search\?q=Pune/);
    await page.getByRole('article').first().waitFor();
  }

  /** The element's box on screen; it must be rendered. */
  async function boxOf(locator: Locator) {
    const box = await locator.boundingBox();
    if (!box) throw new Error('the element has no box on screen');
    return box;
  }

  type Box = { x: number; y: number; width: number; height: number };
  const inside = (inner: Box, outer: Box) =>
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height;
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  // Issue 25, item 5: clusters were white on white (their inline colours refused by the CSP, one console error
  // each), the map was a grey area without a word, and on a phone markers sat under the zoom buttons or past the edge.
  it.each(['desktop', 'mobile'] as const)(
    '"View All on Map" at %s width: numbered clusters in colour, every marker inside the map and clear of the zoom control, and a note that map tiles are not configured',
    (viewport) =>
      inBrowser(async (page) => {
        await page.goto('/');
        await searchPune(page);
        await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
        await page.waitForURL(/\/properties\/[0-9a-f]{24}/);
        await page.getByRole('button', { name: 'View All on Map' }).click();
        const dialog = page.getByRole('dialog', { name: 'All Nearby Places' });
        await dialog
          .getByRole('note')
          .filter({ hasText: /^Map tiles are not configured/ })
          .waitFor();
        const list = dialog.getByRole('region', { name: 'Every nearby place' });
        await list.getByRole('listitem').first().waitFor();

        const map = dialog.getByRole('region', { name: /^Map of places near / });
        const clusters = map.locator('.map-cluster');
        await clusters.first().waitFor();
        await map.getByRole('button', { name: 'Zoom in', exact: true }).waitFor();
        // The view is fitted on the next frame, once the dialog has its size.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              const frame = (globalThis as unknown as { requestAnimationFrame: (callback: () => void) => void })
                .requestAnimationFrame;
              frame(() => frame(() => resolve()));
            }),
        );

        await screenshots(page, `visitor-nearby-map-${viewport}`, [viewport]);

        for (const cluster of await clusters.all()) {
          await expect(cluster.isVisible()).resolves.toBe(true);
          await expect(cluster.innerText()).resolves.toMatch(/^\d+$/);
          const paint = await cluster.locator('.map-cluster__count').evaluate((element) => {
            const style = (
              globalThis as unknown as { getComputedStyle: (e: unknown) => { color: string; backgroundColor: string } }
            ).getComputedStyle(element);
            return { color: style.color, background: style.backgroundColor };
          });
          expect(paint.color).toBe('rgb(255, 255, 255)');
          expect(['rgb(208, 2, 27)', 'rgb(43, 58, 143)']).toContain(paint.background);
          await expect(cluster.getAttribute('class')).resolves.toMatch(/map-cluster--(small|medium|large)/);
          // Nothing (a pin) is drawn over the number: the topmost element at the badge's centre is the badge.
          const onTop = await cluster.evaluate((element) => {
            type Found = { closest: (selector: string) => unknown; getAttribute: (name: string) => string | null };
            const { document } = globalThis as unknown as {
              document: { elementFromPoint: (x: number, y: number) => Found | null };
            };
            const rect = (
              element as unknown as {
                getBoundingClientRect: () => { x: number; y: number; width: number; height: number };
              }
            ).getBoundingClientRect();
            const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
            const covered = top?.closest('.map-cluster') !== element;
            const by = top?.closest('.leaflet-marker-icon') as Found | null | undefined;
            return covered
              ? `covered by ${by?.getAttribute('title') ?? top?.getAttribute('class') ?? 'nothing'}`
              : 'on top';
          });
          expect({ cluster: await cluster.getAttribute('title'), onTop }).toEqual({
            cluster: await cluster.getAttribute('title'),
            onTop: 'on top',
          });
        }

        const mapBox = await boxOf(map);
        const zoomBox = await boxOf(map.locator('.leaflet-control-zoom'));
        const markers = await map.locator('.leaflet-marker-icon').all();
        expect(markers.length).toBeGreaterThan(1);
        for (const marker of markers) {
          const box = await boxOf(marker);
          const name = (await marker.getAttribute('title')) ?? '';
          expect({ name, inside: inside(box, mapBox), underZoomControl: overlaps(box, zoomBox) }).toEqual({
            name,
            inside: true,
            underZoomControl: false,
          });
        }
      }, viewport),
  );

  it('loads the home page from the gateway', () =>
    inBrowser(async (page) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toMatch(/Trio Rentals/);
      await page.getByRole('combobox', { name: 'Location' }).first().waitFor();
      await screenshots(page, 'visitor-home');
    }));

  it('asks a visitor who clicks a heart to sign in', () =>
    inBrowser(async (page) => {
      await page.goto('/');
      await searchPune(page);
      await page.getByRole('article').first().getByRole('button', { name: 'Add to favorites' }).click();
      await loginDialog(page).waitFor();
      await loginDialog(page).getByRole('button', { name: 'Sign In' }).waitFor();
      await page.keyboard.press('Escape');
      await loginDialog(page).waitFor({ state: 'hidden' });
    }));

  it('shows a tenant Access Denied on the landlord hub', () =>
    inBrowser(async (page) => {
      const person = newPerson();
      const registered = await fetch(`${running.stack.gatewayUrl}/trio/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(person),
      });
      expect(registered.status).toBe(201);
      await page.goto('/');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await loginDialog(page).getByLabel('E-mail').fill(person.email);
      await loginDialog(page).getByLabel('Password').fill(person.password);
      await loginDialog(page).getByRole('button', { name: 'Sign In' }).click();
      await accountButton(page).waitFor();
      await page.goto('/landlord-hub');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    }));

  it('suggests "Koramangala, Bengaluru" for "kora", picked with the keyboard; the place is in the URL; back and forward work', () =>
    inBrowser(async (page) => {
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Location' }).first();
      await box.click();
      await box.pressSequentially('kora', { delay: 60 });
      const suggestion = page.getByRole('option', { name: /^Koramangala, Bengaluru/ });
      await suggestion.waitFor();
      await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
      await box.press('ArrowDown');
      await expect(box.getAttribute('aria-activedescendant')).resolves.toBe(await suggestion.getAttribute('id'));
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=Koramangala%2C(?:\+|%20)Bengaluru&place=locality%3Abengaluru%3Akoramangala$/);
      await page
        .getByText(/properties? found/)
        .first()
        .waitFor();
      const cards = page.getByRole('article');
      await cards.first().waitFor();
      for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Koramangala/);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('combobox', { name: 'Location' }).first().waitFor();
      await page.goForward();
      await page.waitForURL(/place=locality%3Abengaluru%3Akoramangala/);
      await cards.first().waitFor();
    }));
});
