import type { PaymentRecord } from '@trio/contracts/http/payments';
import { bookTotals, depositTotals, ownerStatement, paymentParts, withRecent } from './landlord-book';
import type { BookLease } from './landlord-book.schema';

const lease = (name: string, startDate: string, paid: string[]): BookLease => ({
  propertyId: `p-${name}`,
  propertyName: name,
  address: { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001' },
  tenantName: 'Meera Iyer',
  rentPaise: 2_000_000,
  startDate,
  endDate: '2027-01-05',
  paid,
  leaseVersion: 1,
  ledgerVersion: 1,
});
const record = (id: string, createdAt: string) => ({ _id: id, createdAt }) as PaymentRecord;

describe('a landlord book', () => {
  it('states rent due, collected and outstanding per lease and month that has come, newest month first', () => {
    const rows = ownerStatement(
      { l1: lease('Asha Villa', '2026-02-05', ['2026-02', '2026-03']), l2: lease('Bela Flat', '2026-03-20', []) },
      '2026-04-08',
    );
    expect(rows.map((r) => [r.month, r.propertyName, r.status, r.collectedPaise, r.outstandingPaise])).toEqual([
      ['2026-04', 'Asha Villa', 'due', 0, 2_000_000],
      ['2026-03', 'Asha Villa', 'paid', 2_000_000, 0],
      ['2026-03', 'Bela Flat', 'overdue', 0, 2_000_000],
      ['2026-02', 'Asha Villa', 'paid', 2_000_000, 0],
    ]);
    expect(rows[0]).toMatchObject({ leaseId: 'l1', propertyId: 'p-Asha Villa', rentDuePaise: 2_000_000 });
  });

  it('counts every payment and sums the completed ones only, rent, deposit and late fees apart from the fees', () => {
    const initial = paymentParts({
      amountPaise: 6_305_000,
      breakdown: { rentPaise: 2_500_000, securityDepositPaise: 3_750_000 },
    });
    expect(initial).toEqual({ rentPaise: 2_500_000, depositPaise: 3_750_000, lateFeePaise: 0, feesPaise: 55_000 });
    const rent = paymentParts({ amountPaise: 2_550_000, breakdown: { rentPaise: 2_500_000 } });
    expect(rent).toEqual({ rentPaise: 2_500_000, depositPaise: 0, lateFeePaise: 0, feesPaise: 50_000 });
    // A late month: 2 % of ₹25,000 = ₹500 late fee, the landlord's; the processing fee on the rent is the platform's.
    const late = paymentParts({ amountPaise: 2_600_000, breakdown: { rentPaise: 2_500_000, lateFeePaise: 50_000 } });
    expect(late).toEqual({ rentPaise: 2_500_000, depositPaise: 0, lateFeePaise: 50_000, feesPaise: 50_000 });
    expect(
      bookTotals({
        a: { status: 'completed', amountPaise: 6_305_000, ...initial, version: 1 },
        b: { status: 'failed', amountPaise: 2_550_000, ...rent, version: 1 },
        c: { status: 'refunded', amountPaise: 2_550_000, ...rent, version: 2 },
        d: { status: 'completed', amountPaise: 2_550_000, ...rent, version: 1 },
        e: { status: 'completed', amountPaise: 2_600_000, ...late, version: 1 },
      }),
    ).toEqual({
      count: 5,
      completedCount: 3,
      completedPaise: 11_455_000,
      rentPaise: 7_500_000,
      depositPaise: 3_750_000,
      lateFeesPaise: 50_000,
      feesPaise: 155_000,
    });
  });

  it('keeps the newest payments, a changed one replacing its earlier self', () => {
    const recent = [record('b', '2026-04-02T00:00:00.000Z'), record('a', '2026-04-01T00:00:00.000Z')];
    const changed = { ...record('a', '2026-04-01T00:00:00.000Z'), status: 'refunded' } as PaymentRecord;
    expect(withRecent(recent, 'a', changed)).toEqual([recent[0], changed]);
    expect(withRecent(recent, 'c', record('c', '2026-04-03T00:00:00.000Z')).map((p) => p._id)).toEqual(['c', 'b', 'a']);
    const full = Array.from({ length: 100 }, (_, i) =>
      record(`n${i}`, `2026-05-${String(1 + (i % 28)).padStart(2, '0')}`),
    );
    expect(withRecent(full, 'old', record('old', '2020-01-01'))).toHaveLength(100);
    expect(withRecent(full, 'old', record('old', '2020-01-01')).some((p) => p._id === 'old')).toBe(false);
  });
});

describe('the deposits of a landlord’s book', () => {
  it('holds what is not given back yet, counts what was returned and what was kept', () => {
    expect(
      depositTotals({
        a: { status: 'held', collectedPaise: 5_175_000, deductedPaise: 0, refundPaise: 0, version: 1 },
        b: { status: 'inspected', collectedPaise: 3_750_000, deductedPaise: 450_000, refundPaise: 0, version: 2 },
        c: {
          status: 'settled',
          collectedPaise: 3_000_000,
          deductedPaise: 1_000_000,
          refundPaise: 2_000_000,
          version: 3,
        },
        d: {
          status: 'refunded',
          collectedPaise: 3_000_000,
          deductedPaise: 500_000,
          refundPaise: 2_500_000,
          version: 4,
        },
        e: { status: 'closed', collectedPaise: 1_500_000, deductedPaise: 1_500_000, refundPaise: 0, version: 3 },
      }),
    ).toEqual({ heldPaise: 10_925_000, heldCount: 3, returnedPaise: 2_500_000, keptPaise: 3_000_000 });
    expect(depositTotals({})).toEqual({ heldPaise: 0, heldCount: 0, returnedPaise: 0, keptPaise: 0 });
  });
});
