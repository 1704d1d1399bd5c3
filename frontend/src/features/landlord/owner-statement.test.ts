import { textNow } from '../../i18n/text-now';
import { statementRowAnswer } from '../../test/api-answers';
import { leaseDaysLeft } from './lease-time';
import { statementByMonth, statementCsv } from './owner-statement';

describe('the owner statement', () => {
  const rows = [
    statementRowAnswer(),
    statementRowAnswer({ month: '2026-10', collectedPaise: 0, outstandingPaise: 2_500_000, status: 'overdue' }),
    statementRowAnswer({
      month: '2026-11',
      propertyId: 'p2',
      propertyName: 'Villa, "Palm Grove"',
      leaseId: 'l2',
      rentDuePaise: 10_700_000,
      collectedPaise: 0,
      outstandingPaise: 10_700_000,
      status: 'due',
    }),
  ];

  it('groups by month, newest first, with totals', () => {
    expect(statementByMonth(rows).map((m) => [m.month, m.rentDuePaise, m.collectedPaise, m.outstandingPaise])).toEqual([
      ['2026-11', 13_200_000, 2_500_000, 10_700_000],
      ['2026-10', 2_500_000, 0, 2_500_000],
    ]);
  });

  it('writes CSV with one line per month and property, rupees with two decimals, quoted where needed', () => {
    const lines = statementCsv(rows, textNow).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Month,Property,Address,Tenant,Rent due (INR),Collected (INR),Outstanding (INR)');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      '2026-11,2 BHK Apartment in Jayanagar,"9, 4th Cross, Jayanagar, Bengaluru, Karnataka 560011",Asha Rao,25000.00,25000.00,0.00',
    );
    expect(lines[2]).toContain('"Villa, ""Palm Grove"""');
    expect(lines[3]).toMatch(/^2026-10,.*,25000\.00,0\.00,25000\.00$/);
  });
});

describe('leaseDaysLeft (days rounded up in 86,400,000 ms units, or null once ended)', () => {
  it('counts to the end of the end date in India', () => {
    expect(leaseDaysLeft('2026-11-27', new Date('2026-11-25T06:00:00Z'))).toBe(3);
    expect(leaseDaysLeft('2026-11-25', new Date('2026-11-25T06:00:00Z'))).toBe(1);
    expect(leaseDaysLeft('2026-11-24', new Date('2026-11-25T06:00:00Z'))).toBeNull();
  });
});
