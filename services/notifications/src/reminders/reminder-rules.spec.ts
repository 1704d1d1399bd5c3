import {
  nextReminderNumber,
  reminderMessage,
  reminderTone,
  remindsAutomatically,
  rentStatus,
  type RentItem,
} from './reminder-rules';

const may: RentItem = { month: '2025-05', dueDate: '2025-05-01', amountPaise: 3_519_000, paid: false };
const june: RentItem = { month: '2025-06', dueDate: '2025-06-01', amountPaise: 3_519_000, paid: false };

describe('reminder rules', () => {
  it('counts days past due from the oldest unpaid due date, in calendar days', () => {
    expect(rentStatus([june, may], '2025-06-03')).toEqual({
      daysPastDue: 33,
      unpaid: {
        month: '2025-05',
        dueDate: '2025-05-01',
        amountPaise: 3_519_000,
        unpaidMonths: 2,
        totalPaise: 7_038_000,
        lateFee: null,
      },
    });
    expect(rentStatus([{ ...may, paid: true }, june], '2025-06-01')).toMatchObject({ daysPastDue: 0 });
    expect(rentStatus([{ ...may, paid: true }], '2025-06-10')).toEqual({ daysPastDue: 0, unpaid: null });
    expect(rentStatus([], '2025-06-10')).toEqual({ daysPastDue: 0, unpaid: null });
  });

  it('adds the unwaived late fees to what is owed, and shows the oldest month’s fee, charged or waived', () => {
    const mayWithFee = { ...may, lateFeePaise: 69_000 };
    const juneWithFee = { ...june, lateFeePaise: 69_000 };
    expect(rentStatus([mayWithFee, juneWithFee], '2025-06-10').unpaid).toMatchObject({
      totalPaise: 7_038_000 + 2 * 69_000,
      lateFee: { paise: 69_000, status: 'charged', note: null },
    });
    const waived = { ...mayWithFee, lateFeeWaiver: { note: 'Bank holiday' } };
    expect(rentStatus([waived, juneWithFee], '2025-06-10').unpaid).toMatchObject({
      totalPaise: 7_038_000 + 69_000,
      lateFee: { paise: 69_000, status: 'waived', note: 'Bank holiday' },
    });
    const message = reminderMessage({
      nth: 2,
      propertyName: 'Asha Villa',
      status: rentStatus([mayWithFee], '2025-05-09'),
    });
    expect(message).toContain('A late fee of ₹690 has been added to it, as your agreement states.');
  });

  it('reminds automatically from the day after the due date', () => {
    expect(remindsAutomatically(rentStatus([may], '2025-05-01'))).toBe(false);
    expect(remindsAutomatically(rentStatus([may], '2025-05-02'))).toBe(true);
    expect(remindsAutomatically(rentStatus([{ ...may, paid: true }], '2025-05-20'))).toBe(false);
  });

  it('turns firm past the 7-day overdue threshold (spec 001 §9)', () => {
    expect([1, 7, 8].map(reminderTone)).toEqual(['gentle', 'gentle', 'firm']);
  });

  it('numbers the next reminder as reminders sent plus one', () => {
    expect(nextReminderNumber(0)).toBe(1);
    expect(nextReminderNumber(3)).toBe(4);
  });

  it('writes the amount in ₹ with Indian grouping and the due date in India', () => {
    expect(
      reminderMessage({ nth: 2, propertyName: 'Lakshmi Residency', status: rentStatus([may], '2025-05-04') }),
    ).toBe(
      'Reminder 2: your rent of ₹35,190 for Lakshmi Residency was due on 1 May 2025 (3 days ago). Please pay it at ' +
        'your earliest convenience.',
    );
    expect(
      reminderMessage({
        nth: 4,
        propertyName: 'Villa',
        status: rentStatus([{ ...may, amountPaise: 10_700_000 }, june], '2025-06-02'),
      }),
    ).toBe(
      'Reminder 4: your rent of ₹1,07,000 for Villa was due on 1 May 2025 and is 32 days overdue. You have 2 months ' +
        'of rent unpaid, ₹1,42,190 in all. Please pay it today, or contact your property manager.',
    );
    expect(reminderMessage({ nth: 1, propertyName: 'Villa', status: rentStatus([], '2025-06-02') })).toBe(
      'Reminder 1: a friendly reminder to pay your monthly rent for Villa on time.',
    );
  });
});
