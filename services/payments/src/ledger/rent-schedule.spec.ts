import { daysPastDue, dueDates, indiaDate, rentOn, rentSchedule } from './rent-schedule';

describe('rent schedule', () => {
  it('has one due date per month from the start, clamped to the month end, before the end date', () => {
    expect(dueDates('2026-01-31', '2026-05-31')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(dueDates('2026-03-01', '2027-02-01')).toHaveLength(11);
  });

  it('marks items paid, upcoming, due (0–6 days) and overdue (7+ days) on a fixed day', () => {
    const lease = { startDate: '2026-01-05', endDate: '2026-12-05', rentPaise: 2_500_000 };
    const items = rentSchedule(lease, new Set(['2026-01', '2026-02']), '2026-04-08');
    expect(items.slice(0, 5).map((i) => [i.month, i.status, i.daysPastDue])).toEqual([
      ['2026-01', 'paid', 0],
      ['2026-02', 'paid', 0],
      ['2026-03', 'overdue', 34],
      ['2026-04', 'due', 3],
      ['2026-05', 'upcoming', 0],
    ]);
    expect(items[0]!.amountPaise).toBe(2_550_000);
  });

  it('counts the 7-day threshold exactly', () => {
    expect(daysPastDue('2026-04-01', '2026-04-08')).toBe(7);
    const [item] = rentSchedule(
      { startDate: '2026-04-01', endDate: '2026-05-01', rentPaise: 100 },
      new Set(),
      '2026-04-07',
    );
    expect(item!.status).toBe('due');
  });

  it('makes a month overdue after the lease’s own days of its late fee (issue 30: 3 days here)', () => {
    const lease = { startDate: '2026-04-01', endDate: '2026-05-01', rentPaise: 100, lateFee: { afterDays: 3 } };
    const on = (today: string) => rentSchedule(lease, new Set(), today)[0]!.status;
    expect([on('2026-04-03'), on('2026-04-04')]).toEqual(['due', 'overdue']);
    expect(rentSchedule({ ...lease, lateFee: null }, new Set(), '2026-04-04')[0]!.status).toBe('due');
  });

  it('takes the date in India', () => {
    expect(indiaDate(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
  });

  it('charges each month the rent of the period its due date falls in (a renewal continues the ledger)', () => {
    const renewed = {
      startDate: '2026-01-05',
      endDate: '2026-06-05',
      rentPaise: 3_000_000,
      rentPeriods: [
        { from: '2026-01-05', rentPaise: 2_500_000 },
        { from: '2026-04-05', rentPaise: 3_000_000 },
      ],
    };
    expect(rentOn('2026-04-04', renewed)).toBe(2_500_000);
    expect(rentOn('2026-04-05', renewed)).toBe(3_000_000);
    expect(rentSchedule(renewed, new Set(['2026-01']), '2026-01-10').map((i) => [i.month, i.amountPaise])).toEqual([
      ['2026-01', 2_550_000],
      ['2026-02', 2_550_000],
      ['2026-03', 2_550_000],
      ['2026-04', 3_060_000],
      ['2026-05', 3_060_000],
    ]);
    // A lease older than renewals (no periods): its rent throughout.
    expect(rentOn('2026-04-05', { rentPaise: 100, rentPeriods: undefined })).toBe(100);
  });
});
