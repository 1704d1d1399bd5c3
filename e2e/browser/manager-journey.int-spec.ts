import { randomUUID } from 'node:crypto';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import { rentOverdue } from '@trio/contracts/events/payments';
import { fixtureFor } from '@trio/contracts/fixtures';
import { todayInIndia } from '@trio/contracts/http/applications';
import type { ListingRequest } from '@trio/contracts/http/properties';
import { lateFeePaise, monthlyRentTotalPaise } from '@trio/contracts/money';
import { createKafka } from '@trio/service-kit/events';
import { eventually } from '../api/support/client';
import { openContext } from './support/browser';
import {
  apiAs,
  applicant,
  availableHome,
  demoAccount,
  demoManagerNamed,
  demoStackInChromium,
  literally,
  mailArrives,
  milestones,
  payMoveInThroughApi,
  photo,
  settle,
  signIn,
} from './support/journey';

jest.setTimeout(900_000);

/**
 * The property manager's journey in headless Chromium against the real stack with demo data: the manager a new
 * listing request is assigned to asks its landlord for more information, the landlord edits and resubmits it in
 * the Landlord Hub, the manager approves it; the manager asks a renter's application for more information, the
 * renter reads the note on the property page, the manager approves it and the renter pays (through the API: the
 * renter's journey pays in the browser); the tenant asks for maintenance from the Renters Hub, the manager moves it
 * In Progress and adds a note, and the tenant sees both; payments reports the rent overdue and the manager sends a
 * reminder from the hub. At each hand-over the other role's screen is checked, and each e-mail arrives at the SMTP
 * capture with its facts. Milestone screenshots: e2e/output/manager-*.png. No page may log an error.
 */
describe('the property manager’s journey in the browser', () => {
  const running = demoStackInChromium();

  /** Publishes an event on this stack's topic as its owner would. */
  async function publish(topic: string, key: string, event: unknown): Promise<void> {
    const producer = createKafka('manager-journey', running.stack.usersEnv.KAFKA_BROKERS!.split(',')).producer();
    await producer.connect();
    try {
      await producer.send({
        topic: running.stack.topicPrefix + topic,
        messages: [{ key, value: JSON.stringify(event) }],
      });
    } finally {
      await producer.disconnect();
    }
  }

  it('reviews a listing, an application and a maintenance request and sends a reminder', async () => {
    const since = Date.now();
    const shot = milestones('manager');
    const landlordAccount = demoAccount('landlord@trio.rentals');
    const street = `${Date.now() % 100000}, Koregaon Park Lane 7`;

    // The landlord submits a listing request (their part through the API: the landlord's journey uses the form).
    const { client: landlordApi } = await apiAs(running.stack, landlordAccount.email, landlordAccount.password);
    const submitted = await landlordApi.call<ListingRequest>('POST', '/trio/propertyListingRequest', {
      body: {
        address: { street, city: 'Pune', state: 'Maharashtra', zipCode: '411001', locality: 'Koregaon Park' },
        description: 'Quiet 1 BHK',
        type: 'apartment',
        rentAmount: 18000,
        bedrooms: 1,
        bathrooms: 1,
        nearbyLandmarks: [],
        leaseType: 'monthly',
        images: [],
      },
    });
    expect(submitted.status).toBe(201);
    const account = demoManagerNamed(submitted.body.assignedPropertyManager!.name);
    await mailArrives(account.email, new RegExp(`^New listing request assigned to you: ${literally(street)}`), since);

    const manager = await openContext(running.browser, running.stack.gatewayUrl);
    const landlord = await openContext(running.browser, running.stack.gatewayUrl);
    const tenant = await openContext(running.browser, running.stack.gatewayUrl);
    const page = manager.page;
    try {
      // The Property Manager Hub from the Account menu.
      await signIn(page, account.email, account.password);
      await page.getByRole('button', { name: /^Account: / }).click();
      await page.getByRole('menuitem', { name: 'Property Manager Hub' }).click();
      await page.getByRole('heading', { level: 1, name: 'Property Manager Hub' }).waitFor();
      await page.getByRole('heading', { name: `Welcome, ${account.firstName} ${account.lastName}` }).waitFor();
      await shot(page, 'hub-overview', ['desktop', 'mobile']);

      // 1. The listing request: ask for more information.
      await page.getByRole('tab', { name: 'Review Property Listing Requests' }).click();
      const listing = page.getByRole('listitem').filter({ hasText: street });
      await listing.getByText('Assigned to You').waitFor();
      await listing.getByRole('button', { name: 'View listing request' }).click();
      const details = page.getByRole('dialog', { name: /^Listing request: / });
      await details.getByLabel('Review Notes').fill('Please add the floor and the parking details.');
      await shot(page, 'listing-details');
      await details.getByRole('button', { name: 'Request More Info' }).click();
      await page.getByText('Request sent back for more information successfully!').waitFor();
      await listing.getByText('Needs More Info').waitFor();
      await settle(page, manager.guard);
      const askedLandlord = await mailArrives(
        landlordAccount.email,
        new RegExp(`^Your listing request for ${literally(street)}.*: Needs more information$`),
        since,
      );
      expect(askedLandlord.text).toContain('Please add the floor and the parking details.');

      // Hand-over: the landlord reads the notes, edits and resubmits in the Landlord Hub.
      await signIn(landlord.page, landlordAccount.email, landlordAccount.password);
      await landlord.page.goto('/landlord-hub?tab=listing-requests');
      const mine = landlord.page.getByRole('listitem').filter({ hasText: street });
      await mine.getByText('Needs More Info').waitFor();
      await mine.getByText('Manager’s notes: Please add the floor and the parking details.').waitFor();
      await shot(landlord.page, 'landlord-sees-notes');
      await mine.getByRole('button', { name: 'Edit and resubmit' }).click();
      const edit = landlord.page.getByRole('dialog', { name: 'Edit and resubmit' });
      await edit.getByLabel('Description').fill('Quiet 1 BHK on the 3rd floor, one covered parking');
      await edit.getByRole('button', { name: 'Resubmit' }).click();
      await edit.waitFor({ state: 'hidden' });
      await mine.getByText('Assigned to Manager').waitFor();
      await settle(landlord.page, landlord.guard);

      // The manager sees the resubmission and approves it; the landlord's hub and e-mail say so.
      await page.reload();
      await listing.getByText('Assigned to You').waitFor();
      await listing.getByText('Quiet 1 BHK on the 3rd floor, one covered parking').waitFor();
      await listing.getByRole('button', { name: 'View listing request' }).click();
      await details.getByLabel('Review Notes').fill('Thank you, approved.');
      await details.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Request approved successfully!').waitFor();
      await listing.getByText(/^(Approved|Listed)$/).waitFor();
      await shot(page, 'listing-approved');
      await settle(page, manager.guard);
      await mailArrives(
        landlordAccount.email,
        new RegExp(`^Your listing request for ${literally(street)}.*: Approved$`),
        since,
      );
      await landlord.page.reload();
      await mine.getByText(/^(Approved|Listed)$/).waitFor();
      await settle(landlord.page, landlord.guard);

      // 2. A rental application to one of this manager's homes: ask for more information, then approve.
      const home = await availableHome(running.stack, { managerEmail: account.email });
      const rentLabel = formatPaiseAsRupees(home.rentPaise);
      const renter = await applicant(running.stack, home.propertyId, { firstName: 'Kavya', lastName: 'Menon' });
      const forReview = await mailArrives(account.email, /^New rental application for .* from Kavya Menon$/, since);
      expect(forReview.subject).toBe(`New rental application for ${home.name} from Kavya Menon`);
      await page.getByRole('tab', { name: 'Review Rental Applications' }).click();
      const application = page.getByRole('listitem', { name: 'Kavya Menon' });
      await application.getByText('Pending Review').waitFor();
      await application.getByRole('button', { name: 'Request More Info: Kavya Menon' }).click();
      const ask = page.getByRole('dialog', { name: 'Request More Information' });
      await ask.getByLabel('Review Notes').fill('Please tell us your employer and monthly income.');
      await ask.getByRole('button', { name: 'Request More Info' }).click();
      await page.getByText('Application sent back for more information successfully!').waitFor();
      await application.getByText('Under Review').waitFor();
      await shot(page, 'application-more-info');
      await settle(page, manager.guard);
      const askedRenter = await mailArrives(
        renter.person.email,
        /^More information needed for your application/,
        since,
      );
      expect(askedRenter.subject).toBe(`More information needed for your application for ${home.name}`);
      expect(askedRenter.text).toContain('Please tell us your employer and monthly income.');

      // Hand-over: the renter reads the note on the property page.
      await signIn(tenant.page, renter.person.email, renter.person.password);
      await tenant.page.goto(`/properties/${home.propertyId}`);
      await tenant.page.getByText('Under Review').first().waitFor();
      await tenant.page.getByText('Please tell us your employer and monthly income.').waitFor();
      await shot(tenant.page, 'renter-sees-note');
      await settle(tenant.page, tenant.guard);

      await application.getByRole('button', { name: 'Approve: Kavya Menon' }).click();
      const approve = page.getByRole('dialog', { name: 'Approve Application' });
      await approve.getByLabel('Review Notes').fill('Thank you, approved.');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Application approved successfully!').waitFor();
      await application.getByText('Approved', { exact: true }).waitFor();
      await settle(page, manager.guard);
      const approvedMail = await mailArrives(renter.person.email, /^Your application for .* is approved$/, since);
      expect(approvedMail.text).toContain('Thank you, approved.');
      await tenant.page.reload();
      await tenant.page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();

      // The renter pays the move-in amount (through the API); the manager is told to call the new tenant.
      await payMoveInThroughApi(running.stack, renter.renter, renter.applicationId);
      const newLease = await mailArrives(account.email, /^New lease: contact Kavya Menon within 48 hours$/, since);
      expect(newLease.text).toContain(renter.person.email);
      expect(newLease.text).toContain(rentLabel);

      // 3. Maintenance: the tenant asks from the Renters Hub (once the lease reached the hub and maintenance).
      const submit = tenant.page.getByRole('button', { name: 'Maintenance', exact: true });
      await eventually(async () => {
        await tenant.page.goto('/hub');
        try {
          await tenant.page.getByRole('heading', { level: 1, name: 'Renters Hub' }).waitFor();
          await tenant.page.getByText(/Loading your rental information/).waitFor({ state: 'hidden' });
        } catch {
          return undefined;
        }
        return (await submit.count()) > 0 && (await submit.isEnabled()) ? true : undefined;
      }, 90_000);
      await submit.click();
      const form = tenant.page.getByRole('dialog', { name: 'Submit Maintenance Request' });
      await form.getByLabel('Title').fill('Geyser not heating');
      await form.getByLabel('Category').selectOption('electrical');
      await form.getByLabel('Priority').selectOption('urgent');
      await form.getByLabel('Description').fill('No hot water since this morning.');
      await form
        .getByLabel(/^Photos/)
        .setInputFiles({ name: 'geyser.jpg', mimeType: 'image/jpeg', buffer: await photo(2) });
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await tenant.page.getByText('Maintenance request submitted successfully!').waitFor();
      await settle(tenant.page, tenant.guard);
      const maintenanceMail = await mailArrives(account.email, /maintenance request: Geyser not heating \(/, since);
      expect(maintenanceMail.subject).toBe(`New Urgent maintenance request: Geyser not heating (${home.name})`);
      expect(maintenanceMail.text).toContain('No hot water since this morning.');

      // The manager moves it In Progress and adds a note.
      await page.getByRole('tab', { name: 'Review Maintenance Requests' }).click();
      const request = page.getByRole('article', { name: 'Geyser not heating' });
      await request.getByRole('img', { name: 'Photo 1 of the request' }).waitFor();
      await request.getByLabel('Status').selectOption('in_progress');
      await request.getByText('In Progress', { exact: true }).first().waitFor();
      await request.getByLabel('Add a note').fill('An electrician will come today at 4 pm.');
      await request.getByRole('button', { name: 'Add Note' }).click();
      await request.getByText('An electrician will come today at 4 pm.').waitFor();
      await request.getByText(account.email).first().waitFor();
      await shot(page, 'maintenance-in-progress', ['desktop', 'mobile']);
      await settle(page, manager.guard);
      const statusMail = await mailArrives(
        renter.person.email,
        /^Your maintenance request "Geyser not heating" is now In Progress$/,
        since,
      );
      expect(statusMail.text).toContain('from Submitted to In Progress');
      const noteMail = await mailArrives(renter.person.email, /^New note on your maintenance request "Geyser/, since);
      expect(noteMail.text).toContain('An electrician will come today at 4 pm.');

      // Hand-over: the tenant sees the status and the note.
      await tenant.page.reload();
      await tenant.page.getByRole('tab', { name: 'Maintenance Requests' }).click();
      const theirs = tenant.page.getByRole('article', { name: 'Geyser not heating' });
      await theirs.getByText('In Progress', { exact: true }).first().waitFor();
      await theirs.getByText('An electrician will come today at 4 pm.').waitFor();
      await shot(tenant.page, 'tenant-sees-maintenance');
      await settle(tenant.page, tenant.guard);

      // 4. A payment reminder: payments reports this month's rent 12 days overdue (as it publishes it).
      const lease = await eventually(
        async () =>
          (await running.stack.services.notifications.db
            .collection<{ _id: string; managerId: string; landlordId?: string }>('leases')
            .findOne({ propertyId: home.propertyId })) ?? undefined,
        60_000,
      );
      const dueDate = todayInIndia(new Date(Date.now() - 12 * 86_400_000));
      const amountPaise = monthlyRentTotalPaise(home.rentPaise);
      const amountLabel = formatPaiseAsRupees(amountPaise);
      const overdue = fixtureFor('payments.rent.overdue.v1');
      await publish(rentOverdue.topic, lease._id, {
        ...overdue,
        id: randomUUID(),
        aggregateId: lease._id,
        aggregateVersion: 1,
        occurredAt: new Date().toISOString(),
        data: {
          ...overdue.data,
          leaseId: lease._id,
          month: dueDate.slice(0, 7),
          dueDate,
          amountPaise,
          rentPaise: home.rentPaise,
          daysPastDue: 12,
          lateFeePaise: lateFeePaise(home.rentPaise),
          tenantId: renter.userId,
          tenant: { firstName: 'Kavya', lastName: 'Menon', email: renter.person.email },
          propertyId: home.propertyId,
          property: { name: home.name, address: home.address },
          managerId: lease.managerId,
          managerEmail: account.email,
        },
      });
      const send = page.getByRole('button', { name: 'Send Reminder to Kavya Menon' });
      await eventually(async () => {
        await page.goto('/property-manager-hub?tab=payment-reminders');
        try {
          await send.waitFor({ timeout: 10_000 });
          return true;
        } catch {
          return undefined;
        }
      }, 120_000);
      const card = page.getByRole('listitem').filter({ has: send });
      await card.getByText('12 days past due').waitFor();
      await card.getByText(`${amountLabel} (due `).waitFor();
      await shot(page, 'payment-reminders', ['desktop', 'mobile']);
      await send.click();
      const dialog = page.getByRole('dialog', { name: 'Send Payment Reminder' });
      await dialog.getByText('Send reminder 1 to Kavya Menon').waitFor();
      await dialog.getByRole('button', { name: 'Send Reminder' }).click();
      await page.getByRole('status').getByText('Reminder sent successfully!').waitFor();
      await card.getByText(/^Reminder 1: your rent of .* is 12 days overdue\./).waitFor();
      await card.getByText(/^Sent by hand, /).waitFor();
      await shot(page, 'reminder-sent');
      await settle(page, manager.guard);
      const reminder = await mailArrives(renter.person.email, /^Overdue rent \(reminder 1\): /, since);
      expect(reminder.subject).toBe(`Overdue rent (reminder 1): ${home.name}`);
      expect(reminder.text).toContain('Hello Kavya,');
      expect(reminder.text).toContain(amountLabel);
    } finally {
      await manager.context.close();
      await landlord.context.close();
      await tenant.context.close();
    }
  });
});
