import type { Page } from 'playwright-core';
import {
  chooseLanguage,
  horizontalOverflow,
  openContext,
  screenshots,
  VIEWPORTS,
  type Language,
  type ViewportName,
} from './support/browser';
import { demoAccount, demoManagerNamed, demoStackInChromium } from './support/journey';

jest.setTimeout(300_000);

/** The home page's title (frontend/src/lib/page-title.ts); every other page has its own. */
const HOME_TITLE = 'Trio Rentals: find your next home';

/**
 * Every role's screens at both widths (1280×800 and 390×844) and in both languages (English, Hindi), on the demo
 * data in headless Chromium: each page shows its heading, carries its own document title, says which language it is
 * in (`<html lang>`), fits the width of the screen (nothing wider than the viewport, so no sideways scrolling on a
 * phone, with Hindi's longer words too), and reports no console error or CSP violation (the console guard; a message
 * missing from a page's catalogues is one). Each screen is saved as a picture (e2e/output/every-screen-…). The
 * journeys tell what a person does on these screens; this walk is how each screen holds up at each width.
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

  async function walk(
    viewport: ViewportName,
    language: Language,
    who: string,
    screens: Screen[],
    account?: { email: string; password: string },
  ) {
    const { context, page, guard } = await openContext(running.browser, running.stack.gatewayUrl, viewport);
    try {
      if (account) await signIn(page, account.email, account.password);
      if (language !== 'en') await chooseLanguage(page, language);
      const seen: { path: string; title: string; lang: string | null; overflow: number; skipTargets: number }[] = [];
      for (const screen of screens) {
        await page.goto(screen.path);
        // The English headings are known; in another language, any heading.
        await page
          .getByRole('heading', { level: 1, name: language === 'en' ? screen.heading : /./ })
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        seen.push({
          path: screen.path,
          title: await page.title(),
          lang: await page.locator('html').getAttribute('lang'),
          overflow: await horizontalOverflow(page),
          // The header's "Skip to content" link leads to the page's <main id="main">.
          skipTargets: await page.locator('main#main').count(),
        });
        guard.assertClean();
        const name = screen.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        await screenshots(page, `every-screen-${language}-${who}-${name}`, [viewport]);
      }
      for (const { path, title, lang, overflow: extra, skipTargets } of seen) {
        expect({ path, lang, extra, skipTargets }).toEqual({
          path,
          lang: language === 'en' ? 'en-IN' : 'hi-IN',
          extra: 0,
          skipTargets: 1,
        });
        if (path !== '/' && language === 'en') expect({ path, title }).not.toEqual({ path, title: HOME_TITLE });
        expect(title).toMatch(/Trio Rentals/);
      }
      // Every page its own title: no two screens of a walk share one.
      expect(new Set(seen.map((screen) => screen.title)).size).toBe(seen.length);
    } finally {
      await context.close();
    }
  }

  // Every English walk before any Hindi one: a signed-in walk in Hindi leaves Hindi on the demo account.
  describe.each(
    (['en', 'hi'] as Language[]).flatMap((language) =>
      (Object.keys(VIEWPORTS) as ViewportName[]).map((viewport) => [language, viewport] as const),
    ),
  )('in %s, at the %s width', (language, viewport) => {
    it("a visitor's screens", () => walk(viewport, language, 'visitor', VISITOR_SCREENS));

    it("the demo renter's screens", () =>
      walk(viewport, language, 'renter', RENTER_SCREENS, demoAccount('renter@trio.rentals')));

    it("the demo landlord's screens", () =>
      walk(viewport, language, 'landlord', LANDLORD_SCREENS, demoAccount('landlord@trio.rentals')));

    it("the demo manager's screens", () =>
      walk(viewport, language, 'manager', MANAGER_SCREENS, demoManagerNamed('Priya Nair')));

    it('a search for Pune in the language shown, a property page and its photos', async () => {
      const { context, page, guard } = await openContext(running.browser, running.stack.gatewayUrl, viewport);
      try {
        // Chosen every time: a signed-in walk in Hindi leaves Hindi on the demo account.
        if (language !== 'en') await chooseLanguage(page, language);
        // A Hindi reader writes the city in Devanagari: पुणे finds Pune's homes.
        await page.goto(`/search?q=${encodeURIComponent(language === 'hi' ? 'पुणे' : 'Pune')}`);
        await page.getByRole('article').first().waitFor();
        await screenshots(page, `every-screen-${language}-search-results`, [viewport]);
        await page.getByRole('article').first().getByRole('link').first().click();
        await page.waitForURL(/\/properties\//);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await page.locator('html').getAttribute('lang')).toBe(language === 'en' ? 'en-IN' : 'hi-IN');
        guard.assertClean();
        await screenshots(page, `every-screen-${language}-property`, [viewport]);
      } finally {
        await context.close();
      }
    });
  });

  describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at the %s width', (viewport) => {
    it('a 300-character search says it is too long, within the width', async () => {
      const { context, page, guard } = await openContext(running.browser, running.stack.gatewayUrl, viewport);
      try {
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
