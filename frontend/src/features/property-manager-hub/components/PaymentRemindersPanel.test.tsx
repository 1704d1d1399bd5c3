import { formatIndianDateTime } from '@trio/contracts/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaseReminderRecord, Reminder } from '@trio/contracts/http/notifications';
import { productText } from '../../../i18n/catalogues';
import type { SessionUser } from '../../../lib/auth/types';
import { managerRecordAnswer, rentLedgerAnswer } from '../../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRoutes } from '../../../test/fetch-stub';
import { renderRoute, testSession } from '../../../test/render';
import { PropertyManagerHubPage } from '../PropertyManagerHubPage';

const manager: SessionUser = {
  _id: '665f1c2b9d3e4a0012340001',
  uid: 'u-manager',
  email: 'priya@sharma-estates.in',
  displayName: 'Priya Sharma',
  firstName: 'Priya',
  lastName: 'Sharma',
  role: 'property_manager',
  isEmailUser: true,
  language: null,
};
const MANAGER_ID = 'b00000000000000000000001';
const LIST = `GET /trio/property-manager/${MANAGER_ID}/leases-reminders`;
const LEASE_ID = '6a1f0c2e4b0a1b2c3d4e9a01';
const SEND = `POST /trio/property-manager/lease/${LEASE_ID}/send-reminder`;
const WAIVE = `POST /trio/leases/${LEASE_ID}/rent/2026-03/late-fee/waiver`;

/** The March rent with its late fee (charged 7 days after its due date), as the board shows it. */
const withLateFee = (lateFee: Partial<NonNullable<NonNullable<LeaseReminderRecord['unpaid']>['lateFee']>> = {}) =>
  record({
    unpaid: {
      month: '2026-03',
      dueDate: '2026-03-01',
      amountPaise: 3_519_000,
      amountLabel: '₹35,190',
      unpaidMonths: 1,
      totalPaise: 3_588_000,
      totalLabel: '₹35,880',
      lateFee: {
        paise: 69_000,
        label: '₹690',
        status: 'charged',
        reason: 'Late fee: rent for March 2026 unpaid 7 days after its due date (1 Mar 2026)',
        note: null,
        afterDays: 7,
        ...lateFee,
      },
    },
  });

const reminder = (nth: number, overrides: Partial<Reminder> = {}): Reminder => ({
  reminderId: `auto-2026-03-0${nth}`,
  nth,
  kind: 'automatic',
  tone: 'firm',
  message: `Reminder ${nth}: your rent of ₹35,190 for Lakeview Residency was due on 1 Mar 2026.`,
  sentAt: `2026-03-0${nth}T03:30:00.000Z`,
  sentAtLabel: `${nth} Mar 2026, 9:00 am IST`,
  ...overrides,
});

function record(overrides: Partial<LeaseReminderRecord> = {}): LeaseReminderRecord {
  return {
    leaseId: LEASE_ID,
    propertyId: '6650a1b2c3d4e5f601230001',
    property: {
      name: 'Lakeview Residency',
      address: { street: '12 Lake Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560034' },
      bedrooms: 2,
      bathrooms: 2,
      type: 'apartment',
    },
    tenant: { firstName: 'Rohan', lastName: 'Kulkarni', email: 'rohan@example.in', phone: '+919845012345' },
    daysPastDue: 9,
    badge: 'danger',
    unpaid: {
      month: '2026-03',
      dueDate: '2026-03-01',
      amountPaise: 3_519_000,
      amountLabel: '₹35,190',
      unpaidMonths: 1,
      totalPaise: 3_519_000,
      totalLabel: '₹35,190',
      lateFee: null,
    },
    remindersSent: 4,
    nthReminder: 5,
    reminders: [reminder(4), reminder(3), reminder(2)],
    lastReminderAt: '2026-03-04T03:30:00.000Z',
    ...overrides,
  };
}

function renderTab(routes: StubRoutes) {
  const received = stubRoutes({
    [`GET /trio/users/property-managers/email/${manager.email}`]: managerRecordAnswer(),
    ...routes,
  });
  renderRoute(<PropertyManagerHubPage />, {
    path: '/property-manager-hub',
    at: '/property-manager-hub?tab=payment-reminders',
    session: testSession(manager),
  });
  return received;
}

describe('Send Payment Reminders', () => {
  it('shows a card per lease with every field, the days-past-due badge and the last three reminders', async () => {
    renderTab({ [LIST]: [record()] });
    const card = await screen.findByRole('listitem', { name: 'Lakeview Residency' });
    expect(within(card).getByText('9 days past due')).toHaveClass('pm-reminder-badge--danger');
    for (const text of [
      '12 Lake Road',
      'Rohan Kulkarni',
      'rohan@example.in',
      '+919845012345',
      '₹35,190 (due 1 Mar 2026)',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    const facts = within(card)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(facts).toContain('9'); // days past due
    expect(facts).toContain('4'); // reminders sent
    const history = within(card).getByRole('list', { name: 'Last reminders to Rohan Kulkarni' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([reminder(4).message, reminder(3).message, reminder(2).message]);
    expect(history).toHaveTextContent('Sent automatically, 4 Mar 2026, 9:00 am IST');
  });

  it.each([
    [0, 'On Time', 'pm-reminder-badge--on-time'],
    [-2, 'On Time', 'pm-reminder-badge--on-time'],
    [1, '1 day past due', 'pm-reminder-badge--warning'],
    [7, '7 days past due', 'pm-reminder-badge--warning'],
    [8, '8 days past due', 'pm-reminder-badge--danger'],
  ])('colours %i days past due as "%s"', async (days, label, className) => {
    renderTab({ [LIST]: [record({ daysPastDue: days })] });
    expect(await screen.findByText(label)).toHaveClass(className);
  });

  it('sends a reminder after the "Send Payment Reminder" confirmation, then shows the success and the new list', async () => {
    let sent = false;
    const received = renderTab({
      [LIST]: () =>
        sent
          ? [
              record({
                remindersSent: 5,
                nthReminder: 6,
                reminders: [reminder(5, { kind: 'manual', message: 'Reminder 5: pay now.' }), reminder(4), reminder(3)],
              }),
            ]
          : [record()],
      [SEND]: () => {
        sent = true;
        return {
          success: true,
          message: 'Reminder sent successfully!',
          reminder: reminder(5, { kind: 'manual', message: 'Reminder 5: pay now.' }),
          record: record({ remindersSent: 5, nthReminder: 6 }),
        };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Reminder to Rohan Kulkarni' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Payment Reminder' });
    expect(dialog).toHaveTextContent('Send reminder 5 to Rohan Kulkarni (rohan@example.in) for Lakeview Residency?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reminder sent successfully!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Reminder 5: pay now.')).toBeInTheDocument();
    expect(received.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `/trio/property-manager/lease/${LEASE_ID}/send-reminder`,
    ]);
  });

  it('keeps the dialog open with the failure message when the reminder is refused', async () => {
    renderTab({
      [LIST]: [record()],
      [SEND]: problemAnswer(429, 'REMINDER_TOO_SOON', 'A reminder was sent for this lease less than an hour ago.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Reminder to Rohan Kulkarni' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Payment Reminder' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to send reminder. Please try again. A reminder was sent for this lease less than an hour ago.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows every unpaid month together as the amount due, as the reminder says it', async () => {
    renderTab({
      [LIST]: [
        record({
          unpaid: {
            month: '2026-02',
            dueDate: '2026-02-01',
            amountPaise: 3_519_000,
            amountLabel: '₹35,190',
            unpaidMonths: 2,
            totalPaise: 7_038_000,
            totalLabel: '₹70,380',
            lateFee: null,
          },
        }),
      ],
    });
    const card = await screen.findByRole('listitem', { name: 'Lakeview Residency' });
    expect(card).toHaveTextContent('Amount due₹70,380 for 2 months (the oldest due 1 Feb 2026)');
  });

  it('holds the button back for an hour after the last reminder, saying when the next one can go', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    renderTab({ [LIST]: [record({ lastReminderAt: tenMinutesAgo.toISOString() })] });
    const button = await screen.findByRole('button', { name: 'Send Reminder to Rohan Kulkarni' });
    expect(button).toBeDisabled();
    const nextAt = new Date(tenMinutesAgo.getTime() + 60 * 60_000);
    expect(screen.getByText(/^One reminder an hour: the next can be sent at /)).toHaveTextContent(
      formatIndianDateTime(nextAt),
    );
  });

  it('says when there are no active leases', async () => {
    renderTab({ [LIST]: [] });
    expect(await screen.findByText('No active leases found for your managed properties.')).toBeInTheDocument();
  });

  it('shows the spec’s message when the list fails to load', async () => {
    renderTab({ [LIST]: problemAnswer(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch leases and reminders.');
  });
});

describe('Send Payment Reminders in Hindi', () => {
  it('shows the card, its badge, the amount due with its date, and the confirmation in Hindi', async () => {
    await productText.show('hi');
    renderTab({
      [LIST]: [
        record({
          daysPastDue: 1,
          unpaid: {
            month: '2026-02',
            dueDate: '2026-02-01',
            amountPaise: 3_519_000,
            amountLabel: '₹35,190',
            unpaidMonths: 2,
            totalPaise: 7_038_000,
            totalLabel: '₹70,380',
            lateFee: null,
          },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'भुगतान रिमाइंडर भेजें', level: 2 })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Lakeview Residency' });
    expect(within(card).getByText('1 दिन से बकाया')).toHaveClass('pm-reminder-badge--warning');
    expect(card).toHaveTextContent('देय राशि2 महीनों का कुल ₹70,380 (सबसे पुरानी देय तारीख 1 फ़रवरी 2026)');
    expect(card).toHaveTextContent('किरायेदारRohan Kulkarni');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rohan Kulkarni को रिमाइंडर भेजें' }));
    const dialog = screen.getByRole('dialog', { name: 'भुगतान रिमाइंडर भेजें' });
    expect(dialog).toHaveTextContent(
      'Lakeview Residency के लिए Rohan Kulkarni (rohan@example.in) को रिमाइंडर 5 भेजें? यह उन्हें ईमेल से मिलेगा।',
    );
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('shows an overdue month’s late fee and waives it with a required note, then shows "Waived: <note>"', async () => {
    const received = renderTab({
      [LIST]: [withLateFee()],
      [WAIVE]: () => rentLedgerAnswer(),
    });
    const card = await screen.findByRole('listitem', { name: 'Lakeview Residency' });
    expect(card).toHaveTextContent('Late fee₹690: rent for March 2026 unpaid 7 days after its due date');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Waive the late fee of Rohan Kulkarni' }));
    const dialog = screen.getByRole('dialog', { name: 'Waive late fee' });
    expect(dialog).toHaveTextContent('Waive the late fee of ₹690 on Rohan Kulkarni’s rent for March 2026?');
    // The note is required: nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Waive late fee' }));
    expect(within(dialog).getByText('Write why the late fee is waived.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note (required)' })).toHaveAttribute('aria-invalid', 'true');
    expect(received.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (required)' }), '  Bank holiday delayed it  ');
    await user.click(within(dialog).getByRole('button', { name: 'Waive late fee' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Late fee waived.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Late feeWaived: Bank holiday delayed it');
    expect(within(card).queryByRole('button', { name: /Waive/ })).not.toBeInTheDocument();
    const posts = received.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, request.body])).toEqual([
      [`/trio/leases/${LEASE_ID}/rent/2026-03/late-fee/waiver`, { note: 'Bank holiday delayed it' }],
    ]);
  });

  it('says the lease’s own days of its late fee (its agreement: 3 days)', async () => {
    renderTab({ [LIST]: [withLateFee({ afterDays: 3, paise: 1_00_000, label: '₹1,000' })] });
    const card = await screen.findByRole('listitem', { name: 'Lakeview Residency' });
    expect(card).toHaveTextContent('Late fee₹1,000: rent for March 2026 unpaid 3 days after its due date');
  });

  it('shows a fee the board knows waived with its note, and no button', async () => {
    renderTab({ [LIST]: [withLateFee({ status: 'waived', note: 'First time late' })] });
    const card = await screen.findByRole('listitem', { name: 'Lakeview Residency' });
    expect(card).toHaveTextContent('Late feeWaived: First time late');
    expect(within(card).queryByRole('button', { name: /Waive/ })).not.toBeInTheDocument();
  });

  it('keeps the waiver dialog open with the failure message when the waiver is refused', async () => {
    renderTab({
      [LIST]: [withLateFee()],
      [WAIVE]: problemAnswer(409, 'LATE_FEE_ALREADY_WAIVED', 'The late fee of 2026-03 has already been waived.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Waive the late fee of Rohan Kulkarni' }));
    const dialog = screen.getByRole('dialog', { name: 'Waive late fee' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (required)' }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Waive late fee' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to waive the late fee. The late fee of 2026-03 has already been waived.',
    );
  });
});
