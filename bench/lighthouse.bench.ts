/**
 * bench/lighthouse: Lighthouse 12 (its default configuration: the mobile preset, simulated throttling) on the pages
 * people spend their time on, three runs each in Debian's chromium: the home page, a search page and a property page
 * as a visitor, then signed in as the demo accounts (services/users/src/ops/demo-data.ts) the Renters Hub, the
 * Property Manager Hub, the landlord dashboard and the Landlord Hub. The median performance and accessibility scores
 * per page, with the median run's metrics, its top opportunities and the accessibility audits it fails.
 *
 * Run the app first (`npm start`, which serves the built SPA and the demo data), then: npm run bench:lighthouse
 * Options: LIGHTHOUSE_URL=http://127.0.0.1:3000  LIGHTHOUSE_RUNS=3  CHROMIUM_PATH=/usr/bin/chromium
 *          LIGHTHOUSE_LANGUAGE=hi: the same pages in Hindi (the language kept in the browser, as the switch does; the
 *          browser's storage is then kept between runs, so Hindi's performance scores come from warm loads and
 *          compare with nothing: its accessibility scores are the figures).
 * Figures: bench/results/lighthouse.json (lighthouse-hi.json in Hindi). Exits 1 when a page's median is below
 * performance 90 or accessibility 95.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type lighthouseRun from 'lighthouse' with { 'resolution-mode': 'import' };
import { chromium } from 'playwright-core';
import { LANGUAGE_LOCALES, type Language } from '@trio/contracts/common';
import { chooseLanguage } from '../e2e/browser/support/browser';
import { chromiumPath, HEADLESS_CHROMIUM_FLAGS } from '../infra/local/chromium';
import { repoRoot } from '../infra/local/paths';
import { DEMO_ACCOUNTS } from '../services/users/src/ops/demo-data';

const baseUrl = (process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, accessibility: 95 };
const languageOption = process.env.LIGHTHOUSE_LANGUAGE ?? 'en';
if (!(languageOption in LANGUAGE_LOCALES)) throw new Error(`LIGHTHOUSE_LANGUAGE is en or hi, not ${languageOption}`);
const language = languageOption as Language;
const resultsFile = join(
  repoRoot,
  'bench',
  'results',
  language === 'en' ? 'lighthouse.json' : `lighthouse-${language}.json`,
);

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouseRun>>>;
type Lhr = RunnerResult['lhr'];

interface RunFigures {
  performance: number;
  accessibility: number;
  metrics: Record<string, number | undefined>;
  opportunities: { audit: string; title: string; savingsMs: number; savingsKb: number }[];
  failedAccessibility: { audit: string; title: string }[];
}

function lighthouseVersion(): string {
  const file = join(repoRoot, 'node_modules', 'lighthouse', 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : 'unknown';
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Target {
  name: string;
  url: string;
  /** The demo account the page is measured signed in as (none: as a visitor). */
  signedInAs?: string;
}

/** The pages: home, a search that has results, the first property of that search, and each role's own screens. */
async function pages(): Promise<Target[]> {
  const res = await fetch(`${baseUrl}/trio/properties/search?query=Pune&pageSize=1`).catch((err: Error) => {
    throw new Error(`${baseUrl} does not answer (${err.message}): start the app with npm start first`);
  });
  const answer = (await res.json()) as { properties?: { _id: string }[] };
  const property = answer.properties?.[0];
  if (!res.ok || !property) throw new Error(`no property found for "Pune" at ${baseUrl}: is the demo data seeded?`);
  return [
    { name: 'home', url: `${baseUrl}/` },
    { name: 'search', url: `${baseUrl}/search?q=Pune` },
    { name: 'property', url: `${baseUrl}/properties/${property._id}` },
    { name: 'renters-hub', url: `${baseUrl}/hub`, signedInAs: 'renter@trio.rentals' },
    { name: 'manager-hub', url: `${baseUrl}/property-manager-hub`, signedInAs: 'priya.nair@trio.rentals' },
    { name: 'landlord-dashboard', url: `${baseUrl}/dashboard`, signedInAs: 'landlord@trio.rentals' },
    { name: 'landlord-hub', url: `${baseUrl}/landlord-hub`, signedInAs: 'landlord@trio.rentals' },
  ];
}

/**
 * Signs the browser in (or out, for none) as a demo account through the /login page, as a person would: the session
 * then lives in the browser profile (its cookie and local storage), which the signed-in runs keep
 * (`disableStorageReset`).
 */
async function signInAs(port: number, email: string | undefined): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await context.clearCookies();
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
    if (email) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
      if (!account) throw new Error(`${email} is not a demo account`);
      await page.reload();
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      // The sign-in page moves on to the home page only once signed in.
      await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
      // The session survives a new page load (what every measured load of a signed-in page relies on).
      await page.goto(`${baseUrl}/profile`);
      await page.getByRole('heading', { name: 'Your profile', level: 1 }).waitFor({ timeout: 30_000 });
    }
    if (language !== 'en') await chooseLanguage(page, language);
    await page.close();
  } finally {
    // Disconnects playwright only: the browser Lighthouse drives stays up.
    await browser.close();
  }
}

function figuresOf(lhr: Lhr): RunFigures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue;
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 1)
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      return {
        audit: audit.id,
        title: audit.title,
        savingsMs: Math.round(details.overallSavingsMs ?? 0),
        savingsKb: Math.round((details.overallSavingsBytes ?? 0) / 1024),
      };
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKb - a.savingsKb)
    .slice(0, 5);
  const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => ({ audit: audit!.id, title: audit!.title }));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: {
      firstContentfulPaintMs: numeric('first-contentful-paint'),
      largestContentfulPaintMs: numeric('largest-contentful-paint'),
      totalBlockingTimeMs: numeric('total-blocking-time'),
      cumulativeLayoutShift: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
    opportunities,
    failedAccessibility,
  };
}

/**
 * One Lighthouse run. A run whose trace went wrong (runtimeError such as NO_NAVSTART, which Lighthouse itself says
 * to run again) is repeated, at most twice; it never counts as a score.
 */
async function audit(target: Target, port: number, attempts = 3): Promise<Lhr> {
  const { default: lighthouse } = await import('lighthouse');
  const url = target.url;
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // A signed-in page keeps the session the browser signed in with; a visitor's page starts from empty storage.
      disableStorageReset: target.signedInAs !== undefined || language !== 'en',
    });
    const problem = !result ? 'Lighthouse returned nothing' : result.lhr.runtimeError?.message;
    if (!problem) return result!.lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${problem}`);
    console.log(`${url}: ${problem}; running again`);
  }
}

async function main(): Promise<void> {
  const chromeLauncher = await import('chrome-launcher');
  const targets = await pages();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...HEADLESS_CHROMIUM_FLAGS],
  });
  const began = Date.now();
  const results: Record<string, unknown> = {};
  let failed = false;
  // null: nothing done yet, so the first page (a visitor's) starts from an emptied browser in the chosen language.
  let signedInAs: string | undefined | null = null;
  try {
    for (const target of targets) {
      if (target.signedInAs !== signedInAs) {
        await signInAs(chrome.port, target.signedInAs);
        signedInAs = target.signedInAs;
      }
      const all: RunFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        const figures = figuresOf(await audit(target, chrome.port));
        all.push(figures);
        console.log(
          `${target.name} run ${run}/${runs}: performance ${figures.performance}, accessibility ${figures.accessibility}`,
        );
      }
      const performance = median(all.map((r) => r.performance));
      const accessibility = median(all.map((r) => r.accessibility));
      // The run whose performance is the median one: its metrics and opportunities explain the score.
      const medianRun = all.find((r) => r.performance === performance)!;
      const ok = performance >= TARGETS.performance && accessibility >= TARGETS.accessibility;
      failed ||= !ok;
      results[target.name] = {
        url: target.url,
        signedInAs: target.signedInAs ?? null,
        performance,
        accessibility,
        runs: all.map((r) => ({ performance: r.performance, accessibility: r.accessibility })),
        metrics: medianRun.metrics,
        topOpportunities: medianRun.opportunities,
        failedAccessibilityAudits: medianRun.failedAccessibility,
        meetsTargets: ok,
      };
    }
  } finally {
    chrome.kill();
  }

  const report = {
    measuredAt: new Date().toISOString(),
    baseUrl,
    language,
    lighthouse: lighthouseVersion(),
    config: 'default (mobile preset, simulated throttling)',
    runsPerPage: runs,
    targets: TARGETS,
    durationS: Math.round((Date.now() - began) / 1000),
    pages: results,
  };
  mkdirSync(join(resultsFile, '..'), { recursive: true });
  writeFileSync(resultsFile, JSON.stringify(report, null, 2) + '\n');
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => {
        const page = r as { performance: number; accessibility: number; meetsTargets: boolean };
        return [name, { performance: page.performance, accessibility: page.accessibility, ok: page.meetsTargets }];
      }),
    ),
  );
  console.log(`figures written to ${resultsFile} (${report.durationS} s)`);
  if (failed) {
    console.error(
      `below target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}); see topOpportunities`,
    );
    process.exitCode = 1;
  }
}

main().catch((err: Error) => {
  console.error(`bench:lighthouse: ${err.message}`);
  process.exitCode = 1;
});
