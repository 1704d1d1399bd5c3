import { readCapturedMail, type CapturedMail } from '@trio/service-kit/testing';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../../../services/users/src/ops/demo-data';
import { ApiClient, eventually, newPerson } from '../../api/support/client';
import { launchBrowser, screenshots, type ConsoleGuard, type ViewportName } from './browser';
import { startDemoStack, type DemoStack, type DemoStackOptions } from './demo-stack';

/**
 * What the browser specs (the renter-, landlord- and manager-journey and the visitor's) share: their stack and
 * Chromium, signing in, mail, milestones.
 */

/** A spec file's demo stack and headless Chromium: started before its tests, closed after them (jest hooks). */
export function demoStackInChromium(options?: DemoStackOptions): {
  readonly stack: DemoStack;
  readonly browser: Browser;
} {
  let stack: DemoStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    stack = await startDemoStack(options);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  const started = <T>(part: T | undefined, name: string): T => {
    if (!part) throw new Error(`the ${name} starts in beforeAll: use it inside a test`);
    return part;
  };
  return {
    get stack() {
      return started(stack, 'demo stack');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}

/** A figure of the landlord dashboard's "Occupancy and rent" region ("Occupied", "Vacant", ...): the line under it. */
export function dashboardStat(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Occupancy and rent' })
    .getByRole('heading', { name, exact: true })
    .locator('xpath=following-sibling::p[1]');
}

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** The demo account with this e-mail (services/users/src/ops/demo-data.ts). */
export function demoAccount(email: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account;
}

/** The demo manager whose record carries this name ("Priya Nair"). */
export function demoManagerNamed(name: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => `${candidate.firstName} ${candidate.lastName}` === name);
  if (!account) throw new Error(`no demo account is named ${name}`);
  return account;
}

/** Signs in through the header's Login dialog, from the home page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /^Account: / }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** The page's requests have settled and it reported no error so far. */
export async function settle(page: Page, guard: ConsoleGuard): Promise<void> {
  await page.waitForLoadState('networkidle');
  guard.assertClean();
}

/**
 * Numbered milestone screenshots of one journey: `e2e/output/<journey>-<nn>-<name>-<w>x<h>.png`, so a reader
 * of the artifacts follows the story in file order.
 */
export function milestones(journey: string) {
  let n = 0;
  return (page: Page, name: string, viewports: ViewportName[] = ['desktop']) => {
    n += 1;
    return screenshots(page, `${journey}-${String(n).padStart(2, '0')}-${name}`, viewports);
  };
}

/** A move-in date the apply route accepts: two weeks from now (India's calendar is at most a day ahead). */
export function moveInDate(): string {
  return new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
}

/** A small real JPEG (the services check images by content), one colour per index. */
export function photo(index: number, width = 320, height = 240): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (40 * index) % 256, g: 120, b: Math.max(0, 200 - 30 * index) },
    },
  })
    .jpeg()
    .toBuffer();
}

/**
 * Amounts as India writes them: "₹1,23,456" or "₹1,23,456.50" (the last three digits, then pairs). A western
 * "₹123,456" does not match.
 */
export const INDIAN_RUPEES = /₹(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3})(?:\.\d{2})?/;

/**
 * The e-mail to `to` whose subject matches, sent after `since` (the SMTP capture is shared by every stack on the
 * machine, and the demo accounts' addresses are the same in each: the subject and the time tell this run's apart).
 */
export function mailArrives(to: string, subject: RegExp, since: number, timeoutMs = 60_000): Promise<CapturedMail> {
  return readCapturedMail(
    (mail) =>
      mail.to.some((recipient) => recipient.address === to.toLowerCase()) &&
      subject.test(mail.subject) &&
      (mail.date === undefined || Date.parse(mail.date) >= since - 2_000),
    timeoutMs,
  );
}

/** A signed-in API client (for the other roles' steps a journey only needs done, not shown). */
export async function apiAs(stack: DemoStack, email: string, password: string) {
  const client = new ApiClient(stack.gatewayUrl);
  const login = await client.call<{ user: { _id: string; uid?: string } }>('POST', '/trio/auth/login', {
    body: { email, password },
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email} answered ${login.status}`);
  return { client, userId: login.body.user._id };
}

/**
 * An available home of the seed managed by a demo manager (whose password the demo data sets), optionally of one
 * landlord or one manager: its id, name, rent (paise), address and that manager's account.
 */
export async function availableHome(stack: DemoStack, filter: { landlordId?: string; managerEmail?: string } = {}) {
  const homes = await stack.propertiesDb
    .collection<{ _id: string; name: string; status: string; rentPaise: number; address: Record<string, string> }>(
      'properties',
    )
    .find({ status: 'available', ...(filter.landlordId ? { landlordId: filter.landlordId } : {}) })
    .limit(60)
    .toArray();
  for (const home of homes) {
    const info = await fetch(`${stack.gatewayUrl}/trio/properties/${home._id}/propetyManagerInfo`);
    if (!info.ok) continue;
    const { propertyManager } = (await info.json()) as { propertyManager: { email?: string } | null };
    const manager = DEMO_ACCOUNTS.find((demo) => demo.email === propertyManager?.email);
    if (!manager || (filter.managerEmail && manager.email !== filter.managerEmail)) continue;
    return {
      propertyId: home._id,
      name: home.name,
      rentPaise: home.rentPaise,
      line1: home.address.line1!,
      address: home.address,
      manager,
    };
  }
  throw new Error(`none of ${homes.length} available homes (${JSON.stringify(filter)}) has a demo manager`);
}

/** An available home of the demo landlord (landlord@trio.rentals owns a few of the seed's homes). */
export async function demoLandlordHome(stack: DemoStack) {
  const { userId } = await apiAs(stack, 'landlord@trio.rentals', demoAccount('landlord@trio.rentals').password);
  return availableHome(stack, { landlordId: userId });
}

/**
 * A new renter signs up and applies to `propertyId` through the API (for journeys where that is another role's
 * part; the renter's journey does it in the browser). Resolves with the person, their client and the application.
 */
export async function applicant(stack: DemoStack, propertyId: string, overrides: Record<string, unknown> = {}) {
  const person = newPerson(overrides);
  const renter = new ApiClient(stack.gatewayUrl);
  const registered = await renter.call<{ user: { _id: string } }>('POST', '/trio/auth/register', { body: person });
  if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}`);
  // The applications service learns of a new home from its event: until then the home is unknown there (404).
  const applied = await eventually(async () => {
    const answer = await renter.call<{ _id: string }>('POST', '/trio/rental-applications/apply', {
      body: {
        propertyId,
        formData: {
          firstName: person.firstName,
          lastName: person.lastName,
          phone: '+91 98450 12345',
          address: person.address,
          panAdhaar: 'ABCPE1234F',
          moveInDate: moveInDate(),
          leasePeriod: '11 months',
          numPeople: 2,
        },
      },
    });
    return answer.status === 404 ? undefined : answer;
  }, 60_000);
  if (applied.status !== 200) throw new Error(`apply answered ${applied.status}`);
  return { person, renter, userId: registered.body.user._id, applicationId: applied.body._id };
}

/** `applicant`, then `manager` approves the application through the API. */
export async function approvedApplicant(
  stack: DemoStack,
  propertyId: string,
  manager: ApiClient,
  overrides: Record<string, unknown> = {},
) {
  const applied = await applicant(stack, propertyId, overrides);
  // The manager's record reaches the applications service by its event: until then the review is refused.
  await eventually(async () => {
    const answer = await manager.call('PUT', `/trio/rental-applications/${applied.applicationId}/review`, {
      body: { action: 'approve' },
    });
    return answer.status === 200 ? true : undefined;
  }, 60_000);
  return applied;
}

const RAZORPAY_URL = process.env.RAZORPAY_API_URL ?? 'http://127.0.0.1:7070';

async function standIn(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${RAZORPAY_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the Razorpay stand-in answered ${response.status} to ${path}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The renter pays the move-in amount through the API and the Razorpay stand-in (the card the checkout uses), as
 * the SPA's checkout does: order, payment at the stand-in, verification. Resolves with the amount in paise.
 */
export async function payMoveInThroughApi(stack: DemoStack, renter: ApiClient, applicationId: string) {
  // Payments knows the approval from its event: until then the order is refused.
  const order = await eventually(async () => {
    const answer = await renter.call<{ order: { id: string; amount: number } }>('POST', '/api/razorpay/create-order', {
      body: { applicationId },
    });
    return answer.status === 200 ? answer.body : undefined;
  }, 60_000);
  await standIn(`/_stand-in/orders/${order.order.id}/webhook-url`, { url: `${stack.gatewayUrl}/api/razorpay/webhook` });
  const paid = (await standIn(`/_stand-in/orders/${order.order.id}/pay`, {
    method: 'card',
    card: { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Renter' },
    email: 'renter@example.in',
  })) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  const success = await renter.call('POST', '/api/razorpay/payment-success', {
    body: {
      applicationId,
      paymentId: paid.razorpay_payment_id,
      orderId: paid.razorpay_order_id,
      signature: paid.razorpay_signature,
      amount: order.order.amount / 100,
    },
  });
  if (success.status !== 200) throw new Error(`payment-success answered ${success.status}`);
  return order.order.amount;
}

/** `text` as a regular expression that matches it literally. */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
