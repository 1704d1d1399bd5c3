import { readFileSync } from 'node:fs';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import { addMonthsToDate, todayInIndia } from '@trio/contracts/http/applications';
import { moveInCostsPaise } from '@trio/contracts/money';
import { pdfText } from '../../packages/service-kit/test/pdf-text';
import { eventually } from '../api/support/client';
import { openContext } from './support/browser';
import {
  apiAs,
  approvedApplicant,
  availableHome,
  demoStackInChromium,
  INDIAN_RUPEES,
  literally,
  milestones,
  payMoveInThroughApi,
  photo,
  settle,
  signIn,
} from './support/journey';

jest.setTimeout(600_000);

const RAZORPAY_URL = process.env.RAZORPAY_API_URL ?? 'http://127.0.0.1:7070';
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Issue 30, the end of a tenancy in headless Chromium against the real stack: a lease near its end; the manager
 * offers a renewal in the Property Manager Hub ("Leases ending soon"), the renter declines it in the Renters Hub and
 * gives notice; on the move-out date the lease ends (the applications service's own sweep), the manager records the
 * move-out inspection with a deduction in "Move-outs", the renter disputes it, the manager revises it, the renter
 * accepts, the manager settles; the balance arrives at the Razorpay stand-in as a refund of the move-in payment, and
 * the renter downloads the deposit statement. Milestone screenshots: e2e/output/tenancy-end-*.png. No page may log
 * an error.
 *
 * The stack has no clock to move: the lease's dates are moved in the applications service's database instead (its
 * end date 45 days away, then today), the one back door of this journey; everything after each move is the services'
 * own doing (views, events, the lease-end sweep every 2 s here, the deposit's copy, the refund job).
 */
describe('the end of a tenancy in the browser', () => {
  const running = demoStackInChromium({ settings: { applications: { LEASE_SWEEP_MS: '2000' } } });

  it('offers a renewal, takes a notice, inspects, settles and refunds the deposit', async () => {
    const { stack, browser } = running;
    const shot = milestones('tenancy-end');
    const today = todayInIndia(new Date());

    // A tenant of a demo manager's home: approved, the move-in paid at the Razorpay stand-in, the lease made.
    const home = await availableHome(stack);
    const { client: managerApi } = await apiAs(stack, home.manager.email, home.manager.password);
    const tenant = await approvedApplicant(stack, home.propertyId, managerApi, {
      firstName: 'Kavya',
      lastName: 'Iyer',
    });
    await payMoveInThroughApi(stack, tenant.renter, tenant.applicationId);
    const leases = stack.services.applications.db.collection<{ _id: string; applicationId: string; endDate: string }>(
      'leases',
    );
    const lease = await eventually(
      async () => (await leases.findOne({ applicationId: tenant.applicationId })) ?? undefined,
      60_000,
    );
    const leaseId = lease._id;
    const collectedPaise = moveInCostsPaise(home.rentPaise).securityDepositPaise;

    // The lease near its end: 45 days left (the manager's "Leases ending soon" lists it, notice still fits).
    await leases.updateOne({ _id: leaseId }, { $set: { endDate: addDays(today, 45) } });

    const manager = await openContext(browser, stack.gatewayUrl);
    const renter = await openContext(browser, stack.gatewayUrl);
    try {
      // 1. The manager offers a renewal: eleven more months at 5 % more.
      const page = manager.page;
      await signIn(page, home.manager.email, home.manager.password);
      await page.goto('/property-manager-hub?tab=leases');
      await page.getByRole('heading', { level: 2, name: 'Leases ending soon' }).waitFor();
      const ending = page.getByRole('listitem').filter({ hasText: 'Kavya Iyer' });
      await ending.getByText('Kavya Iyer').waitFor();
      await ending.getByText(/45 days left/).waitFor();
      await ending.getByRole('button', { name: 'Offer renewal' }).click();
      const offerDialog = page.getByRole('dialog', { name: 'Offer Kavya Iyer a renewal' });
      const newRentPaise = Math.round((home.rentPaise * 1.05) / 100) * 100;
      await offerDialog.getByLabel('New monthly rent (₹)').fill(String(newRentPaise / 100));
      await offerDialog.getByText(`new rent ${formatPaiseAsRupees(newRentPaise)} a month`, { exact: false }).waitFor();
      await shot(page, 'manager-offers-renewal');
      await offerDialog.getByRole('button', { name: 'Send the offer' }).click();
      await offerDialog.waitFor({ state: 'hidden' });
      await ending.getByText("Waiting for the tenant's answer").waitFor();
      await settle(page, manager.guard);

      // 2. The renter reads the offer in the Renters Hub and declines it.
      const hub = renter.page;
      await signIn(hub, tenant.person.email, tenant.person.password);
      await hub.goto('/hub');
      await hub.getByRole('heading', { level: 1, name: 'Renters Hub' }).waitFor();
      await hub.getByRole('tab', { name: 'Lease Information' }).click();
      const offer = hub.getByRole('region', { name: 'Renewal offer' });
      await offer.getByText(formatPaiseAsRupees(newRentPaise), { exact: true }).waitFor();
      expect(formatPaiseAsRupees(newRentPaise)).toMatch(INDIAN_RUPEES);
      await shot(hub, 'renter-sees-offer', ['desktop', 'mobile']);
      await offer.getByRole('button', { name: 'Decline' }).click();
      const confirmDecline = hub.getByRole('dialog', { name: 'Decline this renewal?' });
      await confirmDecline.getByRole('button', { name: 'Confirm' }).click();
      await confirmDecline.waitFor({ state: 'hidden' });
      await offer.getByText('Declined').waitFor();
      await settle(hub, renter.guard);

      // 3. The renter gives notice: the earliest move-out date the notice period allows.
      await hub.getByRole('button', { name: 'Give notice' }).click();
      const notice = hub.getByRole('dialog', { name: 'Give notice to end the lease' });
      const moveOutDate = addMonthsToDate(today, 1);
      expect(await notice.getByLabel('Move-out date').inputValue()).toBe(moveOutDate);
      await notice.getByLabel('Reason (optional)').fill('Moving to Chennai for a new job');
      await notice.getByRole('button', { name: 'Give notice' }).click();
      await notice.waitFor({ state: 'hidden' });
      await hub.getByText(/^Notice given by the tenant on .*Move-out date: /).waitFor();
      await shot(hub, 'renter-gave-notice');
      await settle(hub, renter.guard);

      // The manager's list shows the declined offer and the notice.
      await page.reload();
      await ending.getByText('Declined').waitFor();
      await ending.getByText(/^Notice given by the tenant on /).waitFor();
      expect(await ending.getByRole('button', { name: 'Offer renewal' }).count()).toBe(0);
      await shot(page, 'manager-sees-notice');

      // 4. The move-out date: the lease's end is today; the applications service's sweep ends it.
      expect((await leases.findOne({ _id: leaseId }))?.endDate).toBe(moveOutDate);
      await leases.updateOne({ _id: leaseId }, { $set: { endDate: today } });
      await eventually(async () => ((await leases.findOne({ _id: leaseId, status: 'ended' })) ? true : undefined));
      // The deposit opens for inspection once payments has the ended event.
      await eventually(async () => {
        const answer = await tenant.renter.call<{ inspectionOpen: boolean }>('GET', `/trio/leases/${leaseId}/deposit`);
        return answer.body.inspectionOpen ? true : undefined;
      }, 60_000);

      // 5. The manager records the inspection with a deduction of ₹4,000.
      await page.goto('/property-manager-hub?tab=move-outs');
      const moveOut = page.getByRole('listitem').filter({ hasText: 'Renter: Kavya Iyer' });
      await moveOut.getByText('Renter: Kavya Iyer').waitFor();
      await moveOut.getByText(formatPaiseAsRupees(collectedPaise), { exact: true }).waitFor();
      await moveOut.getByText('Held: inspection due').waitFor();
      await moveOut.getByLabel('Room', { exact: true }).fill('Kitchen');
      await moveOut.getByLabel('Condition', { exact: true }).selectOption('damaged');
      await moveOut.getByLabel('Note', { exact: true }).fill('Grease on the walls');
      await moveOut.getByRole('button', { name: 'Add a deduction' }).click();
      await moveOut.getByLabel('Reason', { exact: true }).fill('Deep cleaning of the kitchen');
      await moveOut.getByLabel('Amount (₹)', { exact: true }).fill('4000');
      await moveOut
        .getByText(`Total deductions ₹4,000 of the ${formatPaiseAsRupees(collectedPaise)} deposit.`)
        .waitFor();
      await moveOut.getByRole('button', { name: 'Record inspection' }).scrollIntoViewIfNeeded();
      await shot(page, 'manager-inspects');
      await moveOut.getByRole('button', { name: 'Record inspection' }).click();
      await moveOut.getByText('Inspected: with the renter').waitFor();
      // A photo of the recorded kitchen: uploaded, then shown as its thumbnail.
      await moveOut
        .getByLabel('Add a photo of Kitchen')
        .setInputFiles({ name: 'kitchen-wall.jpg', mimeType: 'image/jpeg', buffer: await photo(4) });
      await moveOut.getByRole('img', { name: 'Photo 1 of Kitchen' }).waitFor();
      await moveOut.getByText('1 photo (at most 5).', { exact: false }).waitFor();
      await settle(page, manager.guard);

      // 6. The renter disputes it.
      await hub.reload();
      await hub.getByRole('tab', { name: 'Lease Information' }).click();
      const deposit = hub.getByRole('region', { name: 'Security deposit' });
      const deduction = deposit.getByRole('listitem').filter({ hasText: 'Deep cleaning of the kitchen' });
      await deduction.getByText('₹4,000', { exact: true }).waitFor();
      await deduction.getByText('Waiting for your answer').waitFor();
      // The inspection's photo of the kitchen, as the manager took it.
      await deposit
        .getByRole('region', { name: 'Move-out inspection photos' })
        .getByRole('img', { name: 'Photo 1 of Kitchen' })
        .waitFor();
      await deposit.getByText(formatPaiseAsRupees(collectedPaise - 400_000), { exact: true }).waitFor();
      await deduction.getByRole('button', { name: 'Dispute' }).click();
      await deduction.getByLabel('Why do you dispute this deduction?').fill('Only the hob was greasy.');
      await deduction.getByRole('button', { name: 'Send dispute' }).click();
      await deduction.getByText(/^You disputed this; your manager will revise or confirm it — “Only the hob/).waitFor();
      await deduction.scrollIntoViewIfNeeded();
      await shot(hub, 'renter-disputes');
      await settle(hub, renter.guard);

      // 7. The manager sees the dispute and revises the deduction to ₹1,500.
      await page.reload();
      await moveOut.getByText('The renter disputes these deductions.', { exact: false }).waitFor();
      await moveOut.getByText('Deep cleaning of the kitchen (₹4,000): “Only the hob was greasy.”').waitFor();
      expect(await moveOut.getByRole('button', { name: /^Settle and refund / }).isDisabled()).toBe(true);
      await moveOut.getByLabel('Amount (₹)', { exact: true }).fill('1500');
      await moveOut.getByRole('button', { name: 'Save changes' }).click();
      await moveOut.getByText('The renter disputes these deductions.', { exact: false }).waitFor({ state: 'hidden' });
      await settle(page, manager.guard);

      // 8. The renter accepts the revised deduction.
      await hub.reload();
      await hub.getByRole('tab', { name: 'Lease Information' }).click();
      await deduction.getByText('₹1,500', { exact: true }).waitFor();
      await deduction.getByRole('button', { name: 'Accept' }).click();
      await deduction.getByText('You accepted this', { exact: false }).waitFor();
      await settle(hub, renter.guard);

      // 9. The manager settles: the balance goes back to the renter.
      const balancePaise = collectedPaise - 150_000;
      const balance = formatPaiseAsRupees(balancePaise);
      expect(balance).toMatch(INDIAN_RUPEES);
      await page.reload();
      const settleButton = moveOut.getByRole('button', { name: `Settle and refund ${balance}` });
      await eventually(async () => ((await settleButton.isEnabled()) ? true : undefined));
      await settleButton.scrollIntoViewIfNeeded();
      await shot(page, 'manager-settles');
      await settleButton.click();
      // The refund job runs in the payments service: the panel shows it done once the stand-in has answered.
      const refunded = moveOut.getByText(`${balance} was refunded to the renter.`);
      await eventually(async () => {
        await page.reload();
        return refunded.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => undefined,
        );
      }, 90_000);
      await refunded.scrollIntoViewIfNeeded();
      await shot(page, 'manager-refunded');
      await settle(page, manager.guard);

      // The refund at the Razorpay stand-in: one, of the balance, against the move-in payment.
      const moveIn = await stack.services.payments.db
        .collection<{ razorpayPaymentId: string }>('payments')
        .findOne({ applicationId: tenant.applicationId, paymentType: 'initial' });
      const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = stack.services.payments.env;
      const refunds = await fetch(`${RAZORPAY_URL}/v1/payments/${moveIn!.razorpayPaymentId}/refunds`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString('base64')}`,
        },
      });
      const items = ((await refunds.json()) as { items: Array<{ amount: number }> }).items;
      expect(items.map((refund) => refund.amount)).toEqual([balancePaise]);

      // 10. The renter sees the refund and downloads the statement.
      await hub.reload();
      await hub.getByRole('tab', { name: 'Lease Information' }).click();
      await deposit.getByText('Refunded', { exact: true }).waitFor();
      await deposit.getByText(new RegExp(`^${literally(balance)} was refunded on `)).waitFor();
      await deposit.scrollIntoViewIfNeeded();
      await shot(hub, 'renter-refunded', ['desktop', 'mobile']);
      const [statement] = await Promise.all([
        hub.waitForEvent('download'),
        deposit.getByRole('button', { name: 'Download deposit statement' }).click(),
      ]);
      const text = pdfText(readFileSync(await statement.path()));
      const amount = (paise: number) => `(₹|Rs\\. )${literally(formatPaiseAsRupees(paise).slice(1))}`;
      expect(text).toMatch(new RegExp(`Deposit collected ${amount(collectedPaise)}`));
      expect(text).toMatch(new RegExp(`Deep cleaning of the kitchen \\(accepted by the renter\\) ${amount(150_000)}`));
      expect(text).toMatch(new RegExp(`Refunded ${amount(balancePaise)}`));
      await settle(hub, renter.guard);
    } finally {
      await manager.context.close();
      await renter.context.close();
    }
  });
});
