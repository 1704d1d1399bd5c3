import { randomUUID } from 'node:crypto';
import { paymentCaptured, rentOverdue } from '@trio/contracts/events/payments';
import { fixtureFor } from '@trio/contracts/fixtures';
import { todayInIndia } from '@trio/contracts/http/applications';
import { createKafka } from '@trio/service-kit/events';
import { readCapturedMail } from '@trio/service-kit/testing';
import { type Browser } from 'playwright-core';
import { ApiClient, eventually, newPerson } from '../api/support/client';
import { launchBrowser, openContext, screenshots } from './support/browser';
import { DEMO_ACCOUNTS, startDemoStack, type DemoStack } from './support/demo-stack';

jest.setTimeout(420_000);

/**
 * The Property Manager Hub's "Send Payment Reminders" in headless Chromium against the real stack: a demo manager's
 * lease whose rent payments reports overdue (its events published as payments and applications publish them) is on
 * the tab with its badge; the manager sends a reminder through the confirmation dialog; the tenant's e-mail arrives
 * at the SMTP capture; the card shows the reminder. No page may log an error.
 */
describe('payment reminders in the browser', () => {
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

  async function publish(topic: string, key: string, event: unknown): Promise<void> {
    const producer = createKafka('reminders-browser', stack.usersEnv.KAFKA_BROKERS!.split(',')).producer();
    await producer.connect();
    try {
      await producer.send({ topic: stack.topicPrefix + topic, messages: [{ key, value: JSON.stringify(event) }] });
    } finally {
      await producer.disconnect();
    }
  }

  /** An available property of a demo manager, that manager's account, and a new renter whose lease of it exists. */
  async function overdueLease() {
    const search = await fetch(`${stack.gatewayUrl}/trio/properties/search?query=Pune`);
    const { properties } = (await search.json()) as { properties: { _id: string; status: string }[] };
    for (const property of properties.filter((candidate) => candidate.status === 'available')) {
      const info = await fetch(`${stack.gatewayUrl}/trio/properties/${property._id}/propetyManagerInfo`);
      if (!info.ok) continue;
      const { propertyManager } = (await info.json()) as { propertyManager: { email?: string } | null };
      const account = DEMO_ACCOUNTS.find((demo) => demo.email === propertyManager?.email);
      if (!account) continue;
      const manager = new ApiClient(stack.gatewayUrl);
      expect(
        (await manager.call('POST', '/trio/auth/login', { body: { email: account.email, password: account.password } }))
          .status,
      ).toBe(200);
      const person = newPerson({ firstName: 'Kavya', lastName: 'Menon' });
      const renter = new ApiClient(stack.gatewayUrl);
      const registered = await renter.call<{ user: { _id: string } }>('POST', '/trio/auth/register', { body: person });
      expect(registered.status).toBe(201);
      const applied = await eventually(async () => {
        const answer = await renter.call<{ _id: string }>('POST', '/trio/rental-applications/apply', {
          body: {
            propertyId: property._id,
            formData: {
              firstName: 'Kavya',
              lastName: 'Menon',
              phone: '+91 98450 12345',
              address: person.address,
              panAdhaar: 'ABCPM1234F',
              moveInDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
              leasePeriod: '11 months',
              numPeople: 2,
            },
          },
        });
        return answer.status === 404 ? undefined : answer;
      }, 60_000);
      expect(applied.status).toBe(200);
      // The manager's record reaches the applications service by its event: until then the review is refused.
      const approved = await eventually(async () => {
        const answer = await manager.call('PUT', `/trio/rental-applications/${applied.body._id}/review`, {
          body: { action: 'approve' },
        });
        return answer.status === 200 ? answer : undefined;
      }, 60_000);
      expect(approved.status).toBe(200);
      // The move-in payment captured, as payments publishes it: the applications service makes the lease.
      const paymentId = '6a1f0c2e4b0a1b2c3d4efb01';
      const captured = fixtureFor('payments.payment.captured.v1');
      await publish(paymentCaptured.topic, paymentId, {
        ...captured,
        id: randomUUID(),
        aggregateId: paymentId,
        data: {
          ...captured.data,
          paymentId,
          paymentType: 'initial',
          applicationId: applied.body._id,
          leaseId: null,
          month: null,
          propertyId: property._id,
          payerId: registered.body.user._id,
          payer: { firstName: 'Kavya', lastName: 'Menon', email: person.email },
        },
      });
      const lease = await eventually(
        async () =>
          (await stack.services.notifications.db
            .collection<{ _id: string; managerId: string }>('leases')
            .findOne({ propertyId: property._id })) ?? undefined,
        60_000,
      );
      // This month's rent, 12 days overdue, as payments reports it.
      const dueDate = todayInIndia(new Date(Date.now() - 12 * 86_400_000));
      const overdue = fixtureFor('payments.rent.overdue.v1');
      await publish(rentOverdue.topic, lease._id, {
        ...overdue,
        id: randomUUID(),
        aggregateId: lease._id,
        aggregateVersion: 1,
        data: {
          ...overdue.data,
          leaseId: lease._id,
          month: dueDate.slice(0, 7),
          dueDate,
          daysPastDue: 12,
          tenantId: registered.body.user._id,
          tenant: { firstName: 'Kavya', lastName: 'Menon', email: person.email },
          propertyId: property._id,
          managerId: lease.managerId,
        },
      });
      await eventually(async () =>
        (await stack.services.notifications.db.collection('rent').countDocuments({ _id: lease._id as never })) === 1
          ? true
          : undefined,
      );
      return { account, tenantEmail: person.email };
    }
    throw new Error('no available Pune property is managed by a demo manager');
  }

  it('a manager sends a reminder from the hub; the tenant’s e-mail arrives; the card shows it', async () => {
    const { account, tenantEmail } = await overdueLease();
    const { context, page, guard } = await openContext(browser, stack.gatewayUrl);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const login = page.getByRole('dialog');
      await login.getByLabel('E-mail').fill(account.email);
      await login.getByLabel('Password').fill(account.password);
      await login.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: /^Account: / }).waitFor();

      await page.goto('/property-manager-hub?tab=payment-reminders');
      const send = page.getByRole('button', { name: 'Send Reminder to Kavya Menon' });
      await send.waitFor();
      const card = page.getByRole('listitem').filter({ has: send });
      await card.getByText('12 days past due').waitFor();
      await screenshots(page, 'pm-hub-payment-reminders', ['desktop', 'mobile']);

      await send.click();
      const dialog = page.getByRole('dialog', { name: 'Send Payment Reminder' });
      await dialog.getByText('Send reminder 1 to Kavya Menon').waitFor();
      await dialog.getByRole('button', { name: 'Send Reminder' }).click();
      await page.getByRole('status').getByText('Reminder sent successfully!').waitFor();
      await card.getByText(/^Reminder 1: your rent of .* is 12 days overdue\./).waitFor();
      await card.getByText(/^Sent by hand, /).waitFor();

      const mail = await readCapturedMail(
        (m) =>
          m.to.some((to) => to.address === tenantEmail.toLowerCase()) && /^Overdue rent \(reminder 1\)/.test(m.subject),
        30_000,
      );
      expect(mail.text).toContain('Hello Kavya,');
      await page.waitForLoadState('networkidle');
      guard.assertClean();
    } finally {
      await context.close();
    }
  });
});
