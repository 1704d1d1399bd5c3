import { type Browser } from 'playwright-core';
import { launchBrowser, openContext, screenshots } from './support/browser';
import { startDemoStack, type DemoStack } from './support/demo-stack';

jest.setTimeout(240_000);

describe('the SPA in headless Chromium (smoke)', () => {
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

  it('loads the home page from the gateway without console errors', async () => {
    const { context, page, guard } = await openContext(browser, stack.gatewayUrl);
    try {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.title()).resolves.toMatch(/Trio Rentals/);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root').innerHTML()).resolves.not.toBe('');
      await screenshots(page, 'smoke-home');
      guard.assertClean();
    } finally {
      await context.close();
    }
  });
});
