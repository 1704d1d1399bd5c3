import { readFileSync } from 'node:fs';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import { monthlyRentTotalPaise, moveInCostsPaise } from '@trio/contracts/money';
import { type Page } from 'playwright-core';
import { eventually, newPerson } from '../api/support/client';
import { chargesAtRazorpay } from '../../services/payments/test/stand-in';
import { openContext } from './support/browser';
import {
  apiAs,
  dashboardStat,
  demoAccount,
  demoLandlordHome,
  demoStackInChromium,
  INDIAN_RUPEES,
  literally,
  mailArrives,
  milestones,
  moveInDate,
  photo,
  settle,
  signIn,
} from './support/journey';

jest.setTimeout(900_000);

/**
 * The renter's journey in headless Chromium against the real stack with demo data (every service, the gateway
 * serving the built SPA, the Razorpay stand-in's checkout, the SMTP capture): sign up through the wizard, sign out
 * and in, search Pune, open a home, keep and drop a favourite, check eligibility and apply to a home of the demo
 * landlord; its manager approves in the Property Manager Hub; the renter pays the move-in amount by card, downloads
 * the receipts, sees the lease and the payment in the Renters Hub, asks for maintenance with a photo and pays a
 * month's rent by UPI. At each hand-over the other roles' screens are checked (the manager's applications and
 * maintenance tabs, the landlord's dashboard: the let home, the payments, the tenant's request), and every e-mail
 * the steps send arrives at the SMTP capture with its facts. Milestone screenshots: e2e/output/renter-*.png.
 * No page may log an error.
 */
describe('the renter’s journey in the browser', () => {
  const running = demoStackInChromium();

  const accountButton = (page: Page) => page.getByRole('button', { name: /^Account: / });
  it('signs up, searches, applies, pays the move-in amount, asks for maintenance and pays a month’s rent', async () => {
    const since = Date.now();
    const shot = milestones('renter');
    const home = await demoLandlordHome(running.stack);
    const landlordAccount = demoAccount('landlord@trio.rentals');
    const person = newPerson({ firstName: 'Ishita', lastName: 'Bose' });
    const fullName = `${person.firstName} ${person.lastName}`;
    const moveIn = moveInCostsPaise(home.rentPaise);
    const moveInLabel = formatPaiseAsRupees(moveIn.totalPaise);
    const rentLabel = formatPaiseAsRupees(home.rentPaise);
    // A month's rent and the 2 % processing fee, as checkout charges it.
    const monthLabel = formatPaiseAsRupees(monthlyRentTotalPaise(home.rentPaise));

    const renter = await openContext(running.browser, running.stack.gatewayUrl);
    const manager = await openContext(running.browser, running.stack.gatewayUrl);
    const landlord = await openContext(running.browser, running.stack.gatewayUrl);
    const page = renter.page;
    try {
      // The landlord's dashboard before: how many of their homes are let.
      await signIn(landlord.page, landlordAccount.email, landlordAccount.password);
      await landlord.page.goto('/dashboard');
      await landlord.page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
      const occupiedBefore = Number(await dashboardStat(landlord.page, 'Occupied').textContent());

      // Sign up: "Register New Account" → the login dialog → "Sign up" → the "Join us" wizard.
      await page.goto('/');
      await page.getByRole('button', { name: 'Register New Account' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Sign up' }).click();
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
      // Sign-up lands on / with the greeting by name (spec 000 §2).
      await page.getByText(`Welcome, ${fullName}`, { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      const welcome = await mailArrives(person.email, /^Welcome to Trio Rentals, Ishita$/, since);
      expect(welcome.text).toContain('Welcome, Ishita!');

      // Sign out from the Account menu, sign in through the dialog.
      await accountButton(page).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await signIn(page, person.email, person.password);

      // Quick browsing never signs anyone out: 35 loads of /profile in a row, signed in throughout, and the session
      // renewed at most once (the token is kept for the tabs), not once per load.
      let renewals = 0;
      const countRenewals = (request: { url(): string }) => {
        if (request.url().endsWith('/trio/auth/refresh')) renewals += 1;
      };
      page.on('request', countRenewals);
      for (let load = 0; load < 35; load++) {
        await page.goto('/profile');
        await accountButton(page).waitFor();
      }
      page.off('request', countRenewals);
      expect(renewals).toBeLessThanOrEqual(1);
      expect(await page.getByRole('dialog').count()).toBe(0);

      // The profile is editable: a flat number in the address and a new phone, saved and shown after a reload.
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByLabel('Address', { exact: true }).fill('Flat 3B, 14 Carter Road, Bandra West, Mumbai 400050');
      await page.getByLabel('Phone', { exact: true }).fill('91234 56789');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();
      await page.reload();
      await page.getByText('Flat 3B, 14 Carter Road, Bandra West, Mumbai 400050', { exact: true }).waitFor();
      await page.getByText('+919123456789', { exact: true }).waitFor();
      await page.goto('/');

      // Search Pune from the home page's hero; open a home by its card.
      await page.getByRole('combobox', { name: 'Location' }).first().fill('Pune');
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await page.waitForURL(/\/search\?q=Pune/);
      const card = page.getByRole('article').first();
      await card.waitFor();
      await shot(page, 'search', ['desktop', 'mobile']);
      const link = card.getByRole('heading').getByRole('link');
      const cardName = (await link.textContent())?.trim() ?? '';
      expect(cardName).not.toBe('');
      await link.click();
      await page.waitForURL(/\/properties\/[0-9a-f]{24}/);
      await page.getByRole('heading', { level: 1, name: cardName }).waitFor();

      // The demo landlord's home: favourite it; the favourites page shows it; drop it there.
      await page.goto(`/properties/${home.propertyId}`);
      await page.getByRole('heading', { level: 1, name: home.name }).waitFor();
      await shot(page, 'property', ['desktop', 'mobile']);
      const summary = page.locator('.property-summary');
      await summary.getByRole('button', { name: 'Add to favorites' }).click();
      await summary.getByRole('button', { name: 'Remove from favorites' }).waitFor();
      await page.getByRole('link', { name: 'Favorites' }).click();
      await page.waitForURL(/\/favorites$/);
      const remove = page.getByRole('button', { name: `Remove ${home.name} from favorites` });
      await remove.waitFor();
      await shot(page, 'favorites');
      await remove.click();
      await remove.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'No favorites yet' }).waitFor();
      await settle(page, renter.guard);

      // Check eligibility, apply through "Request to Apply".
      await page.goto(`/properties/${home.propertyId}`);
      await page.getByRole('button', { name: 'Check Eligibility' }).click();
      const eligibility = page.getByRole('dialog', { name: 'Check Eligibility' });
      await eligibility.getByText('Total due at move-in').waitFor();
      await eligibility.getByText(moveInLabel).first().waitFor();
      await shot(page, 'eligibility');
      await eligibility.getByRole('button', { name: 'Apply Now' }).click();
      const form = page.getByRole('dialog', { name: 'Request to Apply' });
      await form.getByLabel('First name').waitFor();
      expect(await form.getByLabel('First name').inputValue()).toBe(person.firstName);
      await form.getByLabel('PAN / ADHAAR').fill('ABCPE1234F');
      await form.getByLabel('Move-in date').fill(moveInDate());
      await form.getByLabel('Lease period').fill('11 months');
      await form.getByLabel('Number of people signing the lease').fill('2');
      await shot(page, 'application-form', ['desktop', 'mobile']);
      await form.getByRole('button', { name: 'Submit Application' }).click();
      const submitted = page.getByRole('dialog', { name: 'Application Submitted' });
      await submitted.getByText(/within 48 hrs/).waitFor();
      await submitted.getByRole('button', { name: 'OK' }).click();
      await page.getByText('Pending Approval').waitFor();
      await settle(page, renter.guard);
      const received = await mailArrives(person.email, new RegExp(`^We received your application for `), since);
      expect(received.subject).toBe(`We received your application for ${home.name}`);
      expect(received.text).not.toContain('ABCPE1234F'); // the PAN is never repeated in full
      const forReview = await mailArrives(
        home.manager.email,
        new RegExp(`^New rental application for .* from ${fullName}$`),
        since,
      );
      expect(forReview.subject).toBe(`New rental application for ${home.name} from ${fullName}`);
      expect(forReview.text).toContain(rentLabel);

      // Hand-over: the manager sees it in the Property Manager Hub and approves it.
      await signIn(manager.page, home.manager.email, home.manager.password);
      await accountButton(manager.page).click();
      await manager.page.getByRole('menuitem', { name: 'Property Manager Hub' }).click();
      await manager.page.getByRole('heading', { level: 1, name: 'Property Manager Hub' }).waitFor();
      await manager.page.getByRole('tab', { name: 'Review Rental Applications' }).click();
      const application = manager.page.getByRole('listitem', { name: fullName });
      await application.getByText('Pending Review').waitFor();
      await shot(manager.page, 'manager-sees-application');
      await application.getByRole('button', { name: `Approve: ${fullName}` }).click();
      const review = manager.page.getByRole('dialog', { name: 'Approve Application' });
      await review.getByLabel('Review Notes').fill('Welcome! Please complete the checkout.');
      await review.getByRole('button', { name: 'Approve' }).click();
      await manager.page.getByText('Application approved successfully!').waitFor();
      await application.getByText('Approved', { exact: true }).waitFor();
      await settle(manager.page, manager.guard);
      const approved = await mailArrives(person.email, /^Your application for .* is approved$/, since);
      expect(approved.subject).toBe(`Your application for ${home.name} is approved`);
      expect(approved.text).toContain(`move-in payment of ${moveInLabel}`);
      expect(approved.text).toContain('Welcome! Please complete the checkout.');
      expect(moveInLabel).toMatch(INDIAN_RUPEES);

      // The renter's page now offers checkout; the profile lists the application as approved.
      await page.reload();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Your rental applications' }).waitFor();
      await page.locator('.my-applications').getByText('Approved').waitFor();

      // Checkout: the server's breakdown, the stand-in's checkout with the test card.
      await page.goto(`/properties/${home.propertyId}`);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL('**/billing');
      const costs = page.getByRole('table', { name: 'Initial payment' });
      await costs.getByText('Security deposit (1.5 × rent)').waitFor();
      await costs.getByText(formatPaiseAsRupees(moveIn.securityDepositPaise)).waitFor();
      await costs.getByText(moveInLabel).waitFor();
      await shot(page, 'checkout-review', ['desktop', 'mobile']);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByRole('button', { name: `Pay ${moveInLabel}` }).click();
      const modal = page.getByRole('dialog', { name: 'Trio Rentals' });
      await modal.waitFor();
      await page.getByLabel('Card number').fill('4111 1111 1111 1111');
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('CVV').fill('123');
      await shot(page, 'razorpay-card');
      await modal.getByRole('button', { name: /^Pay / }).click();

      // Payment success: both receipts download.
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      await page.getByText('A confirmation e-mail will reach you within 24 hours.').waitFor();
      await shot(page, 'payment-success', ['desktop', 'mobile']);
      const [textReceipt] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Receipt' }).click(),
      ]);
      expect(textReceipt.suggestedFilename()).toMatch(/^TXN[0-9A-Z]+\.txt$/);
      const receiptText = readFileSync(await textReceipt.path(), 'utf8');
      expect(receiptText).toContain(`Transaction ID: ${textReceipt.suggestedFilename().slice(0, -4)}`);
      const [pdfReceipt] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF Receipt' }).click(),
      ]);
      expect(pdfReceipt.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        readFileSync(await pdfReceipt.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await settle(page, renter.guard);

      // The e-mails of a let home: the renter's receipt and confirmation, the landlord's and the manager's notices.
      const paid = await mailArrives(person.email, /^Payment received: /, since);
      expect(paid.subject).toBe(`Payment received: ${moveInLabel} for ${home.name}`);
      expect(paid.text).toContain(textReceipt.suggestedFilename().slice(0, -4));
      const confirmed = await mailArrives(person.email, /^Your rental of .* is confirmed$/, since);
      expect(confirmed.text).toContain(rentLabel);
      expect(confirmed.text).toContain(formatPaiseAsRupees(moveIn.securityDepositPaise));
      const let_ = await mailArrives(landlordAccount.email, new RegExp(` is let to ${fullName}$`), since);
      expect(let_.subject).toBe(`${home.name} is let to ${fullName}`);
      expect(let_.text).toContain(rentLabel);
      const newLease = await mailArrives(home.manager.email, new RegExp(`^New lease: contact ${fullName} `), since);
      expect(newLease.text).toContain(person.email);

      // Hand-over: the landlord's dashboard shows the home let and the move-in payment.
      await eventually(async () => {
        await landlord.page.goto('/dashboard');
        await landlord.page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
        return Number(await dashboardStat(landlord.page, 'Occupied').textContent()) === occupiedBefore + 1
          ? true
          : undefined;
      }, 60_000);
      const leaseCard = landlord.page
        .getByRole('region', { name: 'Lease Status' })
        .getByRole('listitem')
        .filter({ hasText: home.line1 });
      await leaseCard.getByText('active').waitFor();
      await shot(landlord.page, 'landlord-dashboard-let', ['desktop', 'mobile']);
      await landlord.page.getByRole('tab', { name: 'Rent History' }).click();
      const moveInRow = landlord.page.getByRole('row').filter({ hasText: fullName }).filter({ hasText: 'Move-in' });
      await moveInRow.getByText(moveInLabel).waitFor();
      await moveInRow.getByText('completed').waitFor();
      await settle(landlord.page, landlord.guard);

      // The Renters Hub: the lease (made from the payment's event) and the payment.
      const payRent = page.getByRole('button', { name: 'Pay Rent' });
      await eventually(async () => {
        await page.goto('/hub');
        try {
          await page.getByRole('heading', { level: 1, name: 'Renters Hub' }).waitFor();
          await page.getByText(/Loading your rental information/).waitFor({ state: 'hidden' });
        } catch {
          return undefined; // a slow load on a busy machine: load again until the deadline
        }
        return (await payRent.count()) > 0 && (await payRent.isEnabled()) ? true : undefined;
      }, 90_000);
      await page.getByText('Paid', { exact: true }).waitFor();
      await shot(page, 'hub-overview', ['desktop', 'mobile']);
      await page.getByRole('button', { name: 'View Lease' }).click();
      await page.getByRole('tab', { name: 'Lease Information', selected: true }).waitFor();
      await page
        .getByText(/^₹[\d,]+\.\d{2}$/)
        .first()
        .waitFor();
      const [agreement] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Lease PDF' }).click(),
      ]);
      expect(
        readFileSync(await agreement.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await page.getByRole('tab', { name: 'Payment History' }).click();
      await page.getByRole('listitem').filter({ hasText: 'Initial' }).getByText('Completed').waitFor();
      await shot(page, 'hub-payments');
      await settle(page, renter.guard);

      // A maintenance request with a photo, from the hub's Overview.
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByRole('button', { name: 'Maintenance', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Maintenance Request' });
      await dialog.getByLabel('Title').fill('Bathroom tap leaking');
      await dialog.getByLabel('Category').selectOption('plumbing');
      await dialog.getByLabel('Priority').selectOption('high');
      await dialog.getByLabel('Description').fill('The hot water tap drips all night.');
      await dialog
        .getByLabel(/^Photos/)
        .setInputFiles({ name: 'tap.jpg', mimeType: 'image/jpeg', buffer: await photo(3, 800, 600) });
      await shot(page, 'maintenance-dialog');
      await dialog.getByRole('button', { name: 'Submit Request' }).click();
      await page.getByText('Maintenance request submitted successfully!').waitFor();
      const mine = page.getByRole('article', { name: 'Bathroom tap leaking' });
      await mine.getByText('Submitted', { exact: true }).first().waitFor();
      await mine.getByRole('img', { name: 'Photo 1 of the request' }).waitFor();
      await shot(page, 'maintenance-submitted', ['desktop', 'mobile']);
      await settle(page, renter.guard);
      const asked = await mailArrives(home.manager.email, /maintenance request: Bathroom tap leaking \(/, since);
      expect(asked.subject).toBe(`New High maintenance request: Bathroom tap leaking (${home.name})`);
      expect(asked.text).toContain(fullName);

      // Hand-over: the manager's maintenance tab and the landlord's Tenant Requests show it.
      await manager.page.goto('/property-manager-hub?tab=maintenance');
      const theirs = manager.page.getByRole('article', { name: 'Bathroom tap leaking' });
      await theirs.getByRole('img', { name: 'Photo 1 of the request' }).waitFor();
      await theirs.getByText(fullName).first().waitFor();
      await shot(manager.page, 'manager-sees-maintenance');
      await settle(manager.page, manager.guard);
      await landlord.page.goto('/dashboard');
      const request = landlord.page
        .getByRole('region', { name: 'Tenant Requests' })
        .getByRole('listitem')
        .filter({ hasText: 'Bathroom tap leaking' });
      await request.getByText(`${fullName} ·`, { exact: false }).waitFor();
      await request.getByText('Submitted').waitFor();
      await settle(landlord.page, landlord.guard);

      // A month's rent with UPI, opened in two tabs at once: both get the month's one order, so the second tab's
      // attempt is refused by Razorpay after the first paid, and the month is charged once.
      const rentStartedAt = Math.floor(Date.now() / 1000) - 1;
      const secondTab = await renter.context.newPage();
      const openRentCheckout = async (tab: Page) => {
        await tab.goto('/hub');
        await tab.getByRole('button', { name: 'Pay Rent' }).click();
        const rentTable = tab.getByRole('table', { name: 'Monthly rent payment' });
        await rentTable.getByText(rentLabel).first().waitFor();
        await rentTable.getByText(monthLabel).first().waitFor();
        if (tab === page) await shot(page, 'checkout-rent');
        await tab.getByRole('button', { name: 'Continue to Payment' }).click();
        await tab.getByRole('button', { name: `Pay ${monthLabel}` }).click();
        const tabModal = tab.getByRole('dialog', { name: 'Trio Rentals' });
        await tabModal.waitFor();
        await tabModal.getByLabel('UPI', { exact: true }).check();
        await tab.getByLabel('UPI ID').fill('success@razorpay');
        return tabModal;
      };
      await openRentCheckout(page);
      const secondModal = await openRentCheckout(secondTab);
      await page.getByLabel('UPI ID').press('Enter');
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
      await secondTab.getByLabel('UPI ID').press('Enter');
      await secondModal.getByText('This order has already been paid.').waitFor();
      await shot(secondTab, 'second-tab-refused');
      await secondTab.keyboard.press('Escape');
      await secondTab.getByRole('button', { name: `Pay ${monthLabel}` }).waitFor();
      await settle(secondTab, renter.guard);
      await secondTab.close();
      const { userId: renterId } = await apiAs(running.stack, person.email, person.password);
      expect(await chargesAtRazorpay({ userId: renterId, paymentType: 'monthly_rent' }, rentStartedAt)).toMatchObject({
        captured: 1,
        refunded: 0,
      });
      await page.getByRole('link', { name: 'Go to Renters Hub' }).click();
      await page.getByRole('tab', { name: 'Payment History' }).click();
      await page.getByRole('listitem').filter({ hasText: 'Monthly Rent' }).first().getByText('Completed').waitFor();
      await shot(page, 'hub-after-rent');
      await settle(page, renter.guard);
      const rentPaid = await mailArrives(
        person.email,
        new RegExp(`^Payment received: ${literally(monthLabel)} `),
        since,
      );
      expect(rentPaid.subject).toBe(`Payment received: ${monthLabel} for ${home.name}`);
      expect(monthLabel).toMatch(INDIAN_RUPEES);

      // Hand-over: the landlord's rent history shows the month's rent.
      await eventually(async () => {
        await landlord.page.goto('/dashboard?tab=rent-history');
        const row = landlord.page
          .getByRole('row')
          .filter({ hasText: fullName })
          .filter({ hasText: /Rent \d{4}-\d{2}/ });
        try {
          // The dashboard composes four services' answers: slow on a busy machine, so a generous wait per look.
          await row.getByText(monthLabel).waitFor({ timeout: 15_000 });
          return true;
        } catch {
          return undefined;
        }
      }, 120_000);
      await shot(landlord.page, 'landlord-rent-history');
      await settle(landlord.page, landlord.guard);
    } finally {
      await renter.context.close();
      await manager.context.close();
      await landlord.context.close();
    }
  });
});
