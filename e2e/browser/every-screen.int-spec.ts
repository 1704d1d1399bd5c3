import type { Page } from 'playwright-core';
import { horizontalOverflow, openContext, screenshots, VIEWPORTS, type ViewportName } from './support/browser';
import { demoAccount, demoManagerNamed, demoStackInChromium } from './support/journey';

jest.setTimeout(300_000);

/** The home page's title (frontend/src/lib/page-title.ts); every other page has its own. */
const HOME_TITLE = 'Trio Rentals: find your next home';

/**
 * Every role's screens at both widths (1280×800 and 390×844), on the demo data in headless Chromium: each page shows
 * its heading, carries its own document title, fits the width of the screen (nothing wider than the viewport, so no
 * sideways scrolling on a phone), and reports no console error or CSP violation (the console guard). The journeys
 * tell what a person does on these screens; this walk is how each screen holds up at each width.
 */
describe('every screen at both widths', () => {
  const running = demoStackInChromium();

  interface Screen {
    path: string;
    /** The page's main heading (a role heading of level 1). */
    heading: RegExp;
  }

  const VISITOR_SCREENS: Screen[] = [
    { path: '/', heading: /./ },
    { path: '/search?q=Pune', heading: /Search Results/ },
    { path: '/login', heading: /^Sign in$/ },
    { path: '/register', heading: /./ },
    { path: '/about', heading: /./ },
    { path: '/no-such-page', heading: /not found/i },
  ];

  const RENTER_SCREENS: Screen[] = [
    { path: '/profile', heading: /./ },
    { path: '/favorites', heading: /./ },
    { path: '/hub', heading: /Renters Hub/ },
    { path: '/inbox', heading: /^Inbox$/ },
  ];

  const LANDLORD_SCREENS: Screen[] = [
    { path: '/dashboard', heading: /./ },
    { path: '/landlord-hub', heading: /Landlord Hub/ },
    { path: '/inbox', heading: /^Inbox$/ },
  ];

  const MANAGER_SCREENS: Screen[] = [
    { path: '/property-manager-hub', heading: /Property Manager Hub/ },
    { path: '/inbox', heading: /^Inbox$/ },
  ];

  /** Signs in on the /login page (the same form as the header's dialog, which sits in the menu on a phone). */
  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  async function walk(viewport: ViewportName, screens: Screen[], account?: { email: string; password: string }) {
    const { context, page, guard } = await openContext(running.browser, running.stack.gatewayUrl, viewport);
    try {
      if (account) await signIn(page, account.email, account.password);
      const seen: { path: string; title: string; overflow: number; skipTargets: number }[] = [];
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor();
        await page.waitForLoadState('networkidle');
        seen.push({
          path: screen.path,
          title: await page.title(),
          overflow: await horizontalOverflow(page),
          // The header's "Skip to content" link leads to the page's <main id="main">.
          skipTargets: await page.locator('main#main').count(),
        });
        guard.assertClean();
      }
      for (const { path, title, overflow: extra, skipTargets } of seen) {
        expect({ path, extra, skipTargets }).toEqual({ path, extra: 0, skipTargets: 1 });
        if (path !== '/') expect({ path, title }).not.toEqual({ path, title: HOME_TITLE });
        expect(title).toMatch(/Trio Rentals/);
      }
      // Every page its own title: no two screens of a walk share one.
      expect(new Set(seen.map((screen) => screen.title)).size).toBe(seen.length);
      await screenshots(page, `every-screen-${account ? 'signed-in' : 'visitor'}-${screens.at(-1)!.path.slice(1)}`, [
        viewport,
      ]);
    } finally {
      await context.close();
    }
  }

  describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at the %s width', (viewport) => {
    it("a visitor's screens", () => walk(viewport, VISITOR_SCREENS));

    it("the demo renter's screens", () => walk(viewport, RENTER_SCREENS, demoAccount('renter@trio.rentals')));

    it("the demo landlord's screens", () => walk(viewport, LANDLORD_SCREENS, demoAccount('landlord@trio.rentals')));

    it("the demo manager's screens", () => walk(viewport, MANAGER_SCREENS, demoManagerNamed('Priya Nair')));

    it('a property page, its photos and a 300-character search', async () => {
      const { context, page, guard } = await openContext(running.browser, running.stack.gatewayUrl, viewport);
      try {
        await page.goto('/search?q=Pune');
        await page.getByRole('article').first().waitFor();
        await page.getByRole('article').first().getByRole('link').first().click();
        await page.waitForURL(/\/properties\//);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await page.title()).not.toBe(HOME_TITLE);
        guard.assertClean();

        await page.goto(`/search?q=${'a'.repeat(300)}`);
        await page
          .getByText(/too long/i)
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page)).toBe(0);
        guard.assertClean();
      } finally {
        await context.close();
      }
    });
  });
});
