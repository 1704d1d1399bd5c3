import type { PaymentDocument } from './payment.schema';
import { PaymentReadsService } from './payment-reads.service';
import type { PaymentsRepository } from './payments.repository';

const capturedAt = new Date('2026-03-02T10:00:00Z');
const rent = (id: string, status: PaymentDocument['status']) =>
  ({
    _id: id,
    paymentType: 'monthly_rent',
    leaseId: 'lease-1',
    month: '2026-03',
    status,
    razorpayPaymentId: `pay_${id}`,
    capturedAt,
    updatedAt: capturedAt,
  }) as PaymentDocument;

function readsOf(payments: PaymentDocument[], claims: Record<string, string>) {
  const repository: Partial<PaymentsRepository> = {
    findById: async (id) => payments.find((p) => p._id === id) ?? null,
    claimHolder: async (id) => claims[id] ?? null,
  };
  return new PaymentReadsService(repository as PaymentsRepository);
}

/** What the rent ledger's handler of a capture asks: did this payment pay its month? */
describe('the month a captured rent payment paid', () => {
  it('is the month whose claim it holds', async () => {
    const reads = readsOf([rent('a', 'completed')], { 'rent|lease-1|2026-03': 'a' });
    expect(await reads.rentPaidBy('a')).toEqual({
      leaseId: 'lease-1',
      month: '2026-03',
      paymentId: 'a',
      razorpayPaymentId: 'pay_a',
      paidAt: capturedAt,
    });
  });

  it('is none for a payment that lost the month (being refunded) or was refunded', async () => {
    const reads = readsOf([rent('a', 'completed'), rent('b', 'completed'), rent('c', 'refunded')], {
      'rent|lease-1|2026-03': 'a',
    });
    expect(await reads.rentPaidBy('b')).toBeNull();
    expect(await reads.rentPaidBy('c')).toBeNull();
  });

  it('is not answered before the payment is settled (the event is handled again)', async () => {
    await expect(readsOf([rent('a', 'completed')], {}).rentPaidBy('a')).rejects.toThrow(/not claimed yet/);
  });

  it('shows in the ledger route for the months asked about that a captured payment holds', async () => {
    const reads = readsOf([rent('a', 'completed')], { 'rent|lease-1|2026-03': 'a' });
    const paid = await reads.rentPaidIn('lease-1', ['2026-03', '2026-04']);
    expect([...paid.keys()]).toEqual(['2026-03']);
  });
});
