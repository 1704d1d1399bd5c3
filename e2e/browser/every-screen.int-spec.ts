import type { Locator, Page } from 'playwright-core';
import enApplications from '../../frontend/src/i18n/catalogues/en/applications.json';
import enAuth from '../../frontend/src/i18n/catalogues/en/auth.json';
import enConversations from '../../frontend/src/i18n/catalogues/en/conversations.json';
import enLandlord from '../../frontend/src/i18n/catalogues/en/landlord.json';
import enManager from '../../frontend/src/i18n/catalogues/en/manager.json';
import enRenters from '../../frontend/src/i18n/catalogues/en/renters.json';
import enSavedSearches from '../../frontend/src/i18n/catalogues/en/saved-searches.json';
import hiApplications from '../../frontend/src/i18n/catalogues/hi/applications.json';
import hiAuth from '../../frontend/src/i18n/catalogues/hi/auth.json';
import hiConversations from '../../frontend/src/i18n/catalogues/hi/conversations.json';
import hiLandlord from '../../frontend/src/i18n/catalogues/hi/landlord.json';
import hiManager from '../../frontend/src/i18n/catalogues/hi/manager.json';
import hiRenters from '../../frontend/src/i18n/catalogues/hi/renters.json';
import hiSavedSearches from '../../frontend/src/i18n/catalogues/hi/saved-searches.json';
import type { Language } from '@trio/contracts/common';
import { listingBody } from '../api/support/authorisation-world';
import {
  chooseLanguage,
  elementOverflow,
  horizontalOverflow,
  openContext,
  screenshots,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { apiAs, demoAccount, demoManagerNamed, demoStackInChromium, literally } from './support/journey';

jest.setTimeout(300_000);

/** The home page's title (frontend/src/lib/page-title.ts); every other page has its own. */
const HOME_TITLE = 'Trio Rentals: find your next home';

/** The SPA's words for the controls the walk uses and the failures it expects to see, in each language. */
const CATALOGUES = {
  en: {
    ...enApplications,
    ...enAuth,
    ...enConversations,
    ...enLandlord,
    ...enManager,
    ...enRenters,
    ...enSavedSearches,
  },
  hi: {
    ...hiApplications,
    ...hiAuth,
    ...hiConversations,
    ...hiLandlord,
    ...hiManager,
    ...hiRenters,
    ...hiSavedSearches,
  },
};
type ShownTextId = keyof typeof CATALOGUES.en & keyof typeof CATALOGUES.hi;

/** A message as the page shows it in `language` (its `<link>` tags are markup, not words). */
function shown(language: Language, id: ShownTextId): string {
  return CATALOGUES[language][id].replace(/<\/?\w+>/g, '');
}

/** A made-up link token and saved-search id: no e-mail ever carried them. */
const MADE_UP_TOKEN = 'f3a9c1d2e4b5a6978800112233445566';
const MADE_UP_SAVED_SEARCH = '65f0c0ffee0000000000beef';

/**
 * Every role's screens at both widths (1280×800 and 390×844) and in both languages (English, Hindi), on the demo
 * data in headless Chromium: each page shows its heading, carries its own document title, says which language it is
 * in (`<html lang>`), fits the width of the screen (nothing wider than the viewport, so no sideways scrolling on a
 * phone, with Hindi's longer words too), and reports no console error or CSP violation (the console guard; a message
 * missing from a page's catalogues is one). Each screen is saved as a picture (e2e/output/every-screen-…). The
 * journeys tell what a person does on these screens; this walk is how each screen holds up at each width.
 */
describe('every screen at both widths', () => {
  const running = demoStackInChromium({ leases: true });

  // A listing of the demo landlord whose photos are still to come (a draft, as the hub's "Add property" leaves one
  // until its photos are uploaded): the landlord's walk opens its photo upload dialog.
  beforeAll(async () => {
    const landlord = await apiAs(running.stack, 'landlord@trio.rentals', demoAccount('landlord@trio.rentals').password);
    const draft = await landlord.client.call('POST', '/trio/propertyListingRequest', {
      body: { ...listingBody('7, Lane 4, Baner'), draft: true },
    });
    if (draft.status !== 201) throw new Error(`the draft listing answered ${draft.status}`);
  });

  interface Screen {
    /** Where the screen opens. */
    path: string;
    /** The picture's name when the path carries ids or tokens (otherwise the path names it). */
    name?: string;
    /** The page's main heading (a role heading of level 1). */
    heading: RegExp;
    /**
     * What a person does once the page is open, to reach the state the screen is about (opens a conversation,
     * submits a form with a dead link, opens a dialog); resolves with the part to fit the width, if not the page.
     */
    then?: (page: Page, language: Language) => Promise<Locator | void>;
    /** The API request whose refusal (4xx) the screen shows: Chromium's report of it is not a fault here. */
    refused?: RegExp;
    /** A dialog opened over a page walked already: it keeps that page's title. */
    overPage?: boolean;
    /** The page keeps a live stream open (a conversation's messages), so its network never goes idle. */
    live?: boolean;
  }

  /** A home of the demo data, as search finds it: its page opens for anybody. */
  async function searchedHome(): Promise<{ _id: string; name: string }> {
    const answer = await fetch(`${running.stack.gatewayUrl}/trio/properties/search?query=Pune`);
    const { properties } = (await answer.json()) as { properties: { _id: string; name: string }[] };
    if (!properties[0]) throw new Error('search finds no home in Pune');
    return properties[0];
  }

  async function visitorScreens(): Promise<Screen[]> {
    const home = await searchedHome();
    return [
      { path: '/', heading: /./ },
      { path: '/search?q=Pune', heading: /Search Results/ },
      { path: `/properties/${home._id}`, name: 'property', heading: new RegExp(`^${literally(home.name)}$`) },
      { path: '/login', heading: /^Sign in$/ },
      { path: '/register', heading: /./ },
      { path: '/forgot-password', heading: /^Forgot your password\?$/ },
      {
        // The e-mailed link of a reset that never was: the form opens, and saying the new password tells it is dead.
        path: `/reset-password?token=${MADE_UP_TOKEN}`,
        name: 'reset-password-dead-link',
        heading: /^Choose a new password$/,
        then: async (page, language) => {
          await page.getByLabel(shown(language, 'auth.reset.newPassword'), { exact: true }).fill('Monsoon#Pune2026');
          await page.getByLabel(shown(language, 'auth.reset.confirm'), { exact: true }).fill('Monsoon#Pune2026');
          await page.getByRole('button', { name: shown(language, 'auth.reset.submit') }).click();
          await page
            .getByRole('alert')
            .filter({ hasText: shown(language, 'auth.reset.linkInvalid') })
            .waitFor();
        },
        refused: /\/trio\/auth\//,
      },
      {
        path: `/saved-searches/${MADE_UP_SAVED_SEARCH}/unsubscribe?token=${MADE_UP_TOKEN}`,
        name: 'unsubscribe-dead-link',
        heading: /^Saved search alerts$/,
        then: async (page, language) => {
          await page
            .getByRole('alert')
            .filter({ hasText: shown(language, 'saved-searches.unsubscribe.invalid') })
            .waitFor();
        },
        refused: /\/trio\/saved-searches\//,
      },
      { path: '/about', heading: /^About Trio Rentals$/ },
      { path: '/terms', heading: /^Terms of use$/ },
      { path: '/privacy', heading: /^Privacy policy$/ },
      { path: '/no-such-page', heading: /not found/i },
    ];
  }

  /** The home renter@trio.rentals rents (the applications seed gives them one active lease). */
  async function demoRentersHome(): Promise<string> {
    const db = running.stack.services.applications.db;
    const renter = await db.collection('people').findOne({ email: 'renter@trio.rentals' });
    const lease = renter && (await db.collection('leases').findOne({ 'tenant.userId': renter._id, status: 'active' }));
    if (!lease) throw new Error('renter@trio.rentals has no active lease in the demo data');
    return String(lease.propertyId);
  }

  async function renterScreens(): Promise<Screen[]> {
    const rented = await demoRentersHome();
    return [
      { path: '/profile', heading: /./ },
      { path: '/favorites', heading: /./ },
      { path: '/hub', heading: /Renters Hub/ },
      {
        // Issue 30: the lease under Lease Information, with its renewal and notice and the deposit card (held).
        path: '/hub',
        name: 'hub-lease-and-deposit',
        heading: /Renters Hub/,
        overPage: true,
        then: async (page, language) => {
          await page.getByRole('tab', { name: shown(language, 'renters.tabs.lease') }).click();
          await page
            .getByRole('region', { name: shown(language, 'renters.deposit.title') })
            .getByText(shown(language, 'renters.deposit.collected'), { exact: true })
            .waitFor();
        },
      },
      { path: '/inbox', heading: /^Inbox$/ },
      {
        path: '/inbox',
        name: 'conversation',
        heading: /^Inbox$/,
        live: true,
        // The first conversation of the Inbox, opened from its list.
        then: async (page, language) => {
          await page.locator('a[href^="/inbox/"]').first().click();
          await page.waitForURL((url) => url.pathname.startsWith('/inbox/'));
          await page
            .getByRole('list', { name: shown(language, 'conversations.thread.messages') })
            .getByRole('listitem')
            .first()
            .waitFor();
        },
      },
      { path: `/billing?propertyId=${rented}&type=monthly_rent`, name: 'billing-rent', heading: /^Checkout$/ },
      {
        // As the renter reaches it for a home they have paid for: its page's "View Rental Details".
        path: `/properties/${rented}`,
        name: 'payment-success',
        heading: /./,
        then: async (page, language) => {
          await page.getByRole('button', { name: shown(language, 'applications.area.viewRentalDetails') }).click();
          await page.waitForURL((url) => url.pathname === '/payment-success');
          await page
            .getByRole('heading', { level: 1, name: language === 'en' ? /^Payment Confirmation$/ : /./ })
            .waitFor();
          await page.getByRole('heading', { level: 2 }).first().waitFor();
        },
      },
    ];
  }

  const LANDLORD_SCREENS: Screen[] = [
    { path: '/dashboard', heading: /./ },
    { path: '/landlord-hub', heading: /Landlord Hub/ },
    {
      // A listing whose photos are still to come: its card's "Add photos" opens the upload dialog.
      path: '/landlord-hub?tab=listing-requests',
      name: 'upload-photos',
      heading: /Landlord Hub/,
      overPage: true,
      then: async (page, language) => {
        await page
          .getByRole('button', { name: shown(language, 'landlord.requests.addPhotos') })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: shown(language, 'landlord.upload.title') });
        await dialog.waitFor();
        return dialog;
      },
    },
    { path: '/inbox', heading: /^Inbox$/ },
  ];

  const MANAGER_SCREENS: Screen[] = [
    { path: '/property-manager-hub', heading: /Property Manager Hub/ },
    // Issue 30's two tabs (tabs of the hub walked already: they keep its title).
    {
      path: '/property-manager-hub?tab=leases',
      name: 'leases-ending-soon',
      heading: /Property Manager Hub/,
      overPage: true,
      then: async (page, language) => {
        await page.getByRole('heading', { level: 2, name: shown(language, 'manager.tab.leases') }).waitFor();
      },
    },
    {
      path: '/property-manager-hub?tab=move-outs',
      name: 'move-outs',
      heading: /Property Manager Hub/,
      overPage: true,
      then: async (page, language) => {
        await page.getByRole('heading', { level: 2, name: shown(language, 'manager.tab.moveOuts') }).waitFor();
      },
    },
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
        const name = screen.name ?? (screen.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home');
        await page.goto(screen.path);
        // The English headings are known; in another language, any heading.
        await page
          .getByRole('heading', { level: 1, name: language === 'en' ? screen.heading : /./ })
          .first()
          .waitFor();
        const part = screen.then ? await screen.then(page, language) : undefined;
        if (!screen.live) await page.waitForLoadState('networkidle');
        seen.push({
          path: name,
          title: await page.title(),
          lang: await page.locator('html').getAttribute('lang'),
          overflow: (await horizontalOverflow(page)) + (part ? await elementOverflow(part) : 0),
          // The header's "Skip to content" link leads to the page's <main id="main">.
          skipTargets: await page.locator('main#main').count(),
        });
        if (screen.refused) guard.forgiveRefusals(screen.refused);
        guard.assertClean();
        await screenshots(page, `every-screen-${language}-${who}-${name}`, [viewport]);
      }
      for (const { path, title, lang, overflow: extra, skipTargets } of seen) {
        expect({ path, lang, extra, skipTargets }).toEqual({
          path,
          lang: language === 'en' ? 'en-IN' : 'hi-IN',
          extra: 0,
          skipTargets: 1,
        });
        if (path !== 'home' && language === 'en') expect({ path, title }).not.toEqual({ path, title: HOME_TITLE });
        expect(title).toMatch(/Trio Rentals/);
      }
      // Every page its own title: no two screens of a walk share one (a dialog keeps the title of the page under it).
      const pageTitles = seen.filter((_, index) => !screens[index]!.overPage).map((screen) => screen.title);
      expect(new Set(pageTitles).size).toBe(pageTitles.length);
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
    it("a visitor's screens", async () => walk(viewport, language, 'visitor', await visitorScreens()));

    it("the demo renter's screens", async () =>
      walk(viewport, language, 'renter', await renterScreens(), demoAccount('renter@trio.rentals')));

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
