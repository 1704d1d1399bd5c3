import type { Language } from '@trio/contracts/common';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, HEADLESS_CHROMIUM_FLAGS } from '../../../infra/local/chromium';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';

/** Screenshots of the browser journeys (git-ignored). */
export const OUTPUT_DIR = join(__dirname, '..', '..', 'output');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Headless Chromium with the flags a container without a GPU, sandbox or network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...HEADLESS_CHROMIUM_FLAGS],
  });
}

/** Something the page reported that a clean run never shows. */
export interface PageProblem {
  kind: 'console.error' | 'pageerror' | 'crash';
  text: string;
  url: string;
}

/**
 * Watches every page of a browser context for console errors and uncaught exceptions, from the first page on.
 * Nothing is allow-listed: a page that logs an error fails the journey (`assertClean`).
 */
export class ConsoleGuard {
  readonly problems: PageProblem[] = [];

  constructor(context: BrowserContext) {
    context.on('page', (page) => this.watch(page));
    for (const page of context.pages()) this.watch(page);
  }

  private watch(page: Page): void {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const location = message.location();
      this.problems.push({
        kind: 'console.error',
        text: message.text(),
        url: location.url ? `${location.url}:${location.lineNumber}` : page.url(),
      });
    });
    page.on('pageerror', (error) => {
      this.problems.push({ kind: 'pageerror', text: error.stack ?? error.message, url: page.url() });
    });
    page.on('crash', () => this.problems.push({ kind: 'crash', text: 'the page crashed', url: page.url() }));
  }

  /**
   * Forgets Chromium's reports of the API refusing a request to `url` ("Failed to load resource: the server
   * responded with a status of 4xx"): on a screen about a link that does not work, that refusal is what the page
   * shows, not a fault. Every other problem stays.
   */
  forgiveRefusals(url: RegExp): void {
    const refused = (problem: PageProblem) =>
      problem.kind === 'console.error' &&
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(problem.text) &&
      url.test(problem.url);
    const kept = this.problems.filter((problem) => !refused(problem));
    this.problems.splice(0, this.problems.length, ...kept);
  }

  /** Throws, listing every problem seen so far (and forgets them, so one failure is reported once). */
  assertClean(): void {
    const problems = this.problems.splice(0);
    if (problems.length === 0) return;
    throw new Error(
      `the pages reported ${problems.length} error(s):\n` +
        problems.map((p) => `  - [${p.kind}] ${p.text}\n      at ${p.url}`).join('\n'),
    );
  }
}

/** A fresh browser profile (no cookies) at a viewport, watched by a console guard. */
export async function openContext(
  browser: Browser,
  baseURL: string,
  viewport: ViewportName = 'desktop',
): Promise<{ context: BrowserContext; page: Page; guard: ConsoleGuard }> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  const guard = new ConsoleGuard(context);
  const page = await context.newPage();
  return { context, page, guard };
}

/**
 * Saves `e2e/output/<name>-<width>x<height>.png` of the page at each viewport (the page is resized and put back),
 * after the network has settled and images have loaded.
 */
export async function screenshots(page: Page, name: string, viewports: ViewportName[] = ['desktop', 'mobile']) {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const viewport of viewports) {
    const size = VIEWPORTS[viewport];
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page
      // A function, not a string: the page's CSP (rightly) forbids evaluating strings.
      .waitForFunction(
        () => {
          const { document } = globalThis as unknown as { document: { images: ArrayLike<{ complete: boolean }> } };
          return Array.from(document.images).every((img) => img.complete);
        },
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    const file = join(OUTPUT_DIR, `${name}-${size.width}x${size.height}.png`);
    await page.screenshot({ path: file, fullPage: false });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}

/** A violation of axe-core's checks (WCAG 2 A/AA): the rule, its impact and how many elements break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: number;
}

/** axe-core's checks on the page as it is (WCAG 2 A/AA); the violations by rule id with their impact. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the page's CSP (rightly) refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  // A string, so this file needs no DOM types: it runs in the page.
  return page.evaluate(`(async () => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  })()`);
}

/** The violations a page may not have: the critical and serious ones. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

/** How much wider than the viewport the page is laid out (0 when it fits: no sideways scrolling on a phone). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return Math.max(0, document.documentElement.scrollWidth - innerWidth);
  });
}

/**
 * How far an element (a dialog, say) runs past its own box or out of the viewport sideways: 0 when all of it is
 * on screen without sideways scrolling. A fixed-position dialog does not widen the page, so `horizontalOverflow`
 * cannot see it.
 */
export function elementOverflow(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const { innerWidth } = globalThis as unknown as { innerWidth: number };
    const box = node.getBoundingClientRect();
    return Math.max(0, node.scrollWidth - node.clientWidth, Math.ceil(box.right - innerWidth), Math.ceil(-box.left));
  });
}

/**
 * Shows the product in `language` from the next page on, kept in this browser as the header's switch keeps it. A
 * signed-in person whose account has no language yet then gets this one saved on their account by the app (so a
 * walk in English should come before a walk in another language with the same account).
 */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(
    // A function, not a string: the page's CSP (rightly) forbids evaluating strings.
    ({ chosen }) =>
      (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem(
        'trio.language',
        chosen,
      ),
    { chosen: language },
  );
}
