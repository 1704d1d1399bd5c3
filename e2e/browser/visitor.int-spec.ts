import { type Page } from 'playwright-core';
import { newPerson } from '../api/support/client';
import { openContext, screenshots } from './support/browser';
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
  async function inBrowser(journey: (page: Page) => Promise<void>): Promise<void> {
    const { context, page, guard } = await openContext(running.browser, running.stack.gatewayUrl);
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
