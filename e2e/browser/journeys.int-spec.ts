import { type Browser, type Page } from 'playwright-core';
import { newPerson } from '../api/support/client';
import { launchBrowser, openContext, screenshots } from './support/browser';
import { startDemoStack, type DemoStack } from './support/demo-stack';

jest.setTimeout(240_000);

/**
 * The product in headless Chromium against the real stack with demo data (users + properties + gateway serving the
 * built SPA): the renter's journey, what a visitor sees, what a tenant may not see. Every test fails on any console
 * error or uncaught exception of its pages (support/browser.ts ConsoleGuard). Elements are found by role and
 * accessible name, as a screen-reader user would find them.
 */
describe('the SPA in headless Chromium', () => {
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

  /** Runs `journey` in a fresh browser profile; the page must not report an error meanwhile. */
  async function inBrowser(journey: (page: Page) => Promise<void>): Promise<void> {
    const { context, page, guard } = await openContext(browser, stack.gatewayUrl);
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

  it('loads the home page from the gateway', () =>
    inBrowser(async (page) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toMatch(/Trio Rentals/);
      await page.getByRole('combobox', { name: 'Location' }).first().waitFor();
      await screenshots(page, 'home');
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

  it('signs up through the wizard, signs out, signs in through the dialog, searches Pune and keeps a favourite', () =>
    inBrowser(async (page) => {
      const person = newPerson();
      await page.goto('/');

      // Sign up: "Register New Account" → the login dialog → "Sign up" → the "Join us" wizard.
      await page.getByRole('button', { name: 'Register New Account' }).click();
      await loginDialog(page).getByRole('link', { name: 'Sign up' }).click();
      await page.getByRole('heading', { name: 'Join us' }).waitFor();
      await page.getByLabel('First name').fill(person.firstName);
      await page.getByLabel('Last name').fill(person.lastName);
      await page.getByRole('radio', { name: 'Female' }).check();
      await page.getByLabel('Date of birth').fill(person.dateOfBirth);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Phone').fill(person.phone);
      await page.getByLabel('Address').fill('14 Carter Road, Bandra West');
      await page.getByLabel('City').fill('Mumbai');
      await page.getByLabel('State').fill('Maharashtra');
      await page.getByLabel('PIN code').fill('400050');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByLabel('Confirm password').fill(person.password);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('E-mail').fill(person.email);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await accountButton(page).waitFor();

      // Sign out from the Account menu.
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();

      // Sign in through the dialog.
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await loginDialog(page).getByLabel('E-mail').fill(person.email);
      await loginDialog(page).getByLabel('Password').fill(person.password);
      await loginDialog(page).getByRole('button', { name: 'Sign In' }).click();
      await accountButton(page).waitFor();
      await loginDialog(page).waitFor({ state: 'hidden' });

      // Search Pune from the home page.
      await page.goto('/');
      await searchPune(page);
      await screenshots(page, 'search');

      // Open a property by its card.
      const card = page.getByRole('article').first();
      const link = card.getByRole('heading').getByRole('link');
      const name = (await link.textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      await link.click();
      await page.waitForURL(/\/properties\/[0-9a-f]{24}/);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await screenshots(page, 'property');

      // Favourite it (the heart beside its name and rent).
      const summary = page.locator('.property-summary');
      await summary.getByRole('button', { name: 'Add to favorites' }).click();
      await summary.getByRole('button', { name: 'Remove from favorites' }).waitFor();

      // The favourites page shows it; remove it there.
      await page.getByRole('link', { name: 'Favorites' }).click();
      await page.waitForURL(/\/favorites$/);
      const remove = page.getByRole('button', { name: `Remove ${name} from favorites` });
      await remove.waitFor();
      await screenshots(page, 'favorites');
      await remove.click();
      await remove.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    }));

  it('shows a tenant Access Denied on the landlord hub', () =>
    inBrowser(async (page) => {
      const person = newPerson();
      const registered = await fetch(`${stack.gatewayUrl}/trio/auth/register`, {
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
