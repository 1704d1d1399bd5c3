import type { PaymentRecord } from '@trio/contracts/http/payments';
import { receiptInput } from './receipt-input';

/** A month paid with its late fee, as its payer reads the record. */
const record = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  _id: '6720aa00bb00cc00dd000001',
  userId: '665f1c2b9d3e4a0012345678',
  rentalApplicationId: null,
  leaseId: '6710aa00bb00cc00dd000001',
  propertyId: '6650a1b2c3d4e5f601234567',
  property: {
    _id: '6650a1b2c3d4e5f601234567',
    name: 'Lakeview Residency',
    address: { street: '9, 4th Cross', city: 'Bengaluru', state: 'Karnataka', zipCode: '560011' },
  },
  paymentType: 'monthly_rent',
  amount: 26_500,
  amountPaise: 2_650_000,
  amountLabel: '₹26,500',
  currency: 'INR',
  breakdown: { rentPaise: 2_500_000, processingFeePaise: 50_000, lateFeePaise: 1_00_000, totalPaise: 2_650_000 },
  razorpayOrderId: 'order_1',
  razorpayPaymentId: 'pay_1',
  receipt: 'trio_12345678',
  txnId: 'TXN1',
  description: 'Rent for 2027-01',
  month: '2027-01',
  dueDate: '2027-01-15',
  status: 'completed',
  failureReason: null,
  refund: null,
  payer: { firstName: 'Rohan', lastName: 'Kulkarni', email: 'rohan@example.in' },
  paymentDate: '2027-01-19T05:00:00.000Z',
  createdAt: '2027-01-19T05:00:00.000Z',
  updatedAt: '2027-01-19T05:00:00.000Z',
  ...overrides,
});

describe('the receipt of a month paid with its late fee', () => {
  it('says why in the lease’s own days (issue 30), and the default 7 on records made before they were kept', () => {
    const own = receiptInput(record({ lateFeeAfterDays: 3 }), new Date());
    expect(own.parts?.find((part) => part.key === 'lateFeePaise')).toEqual({
      key: 'lateFeePaise',
      label: 'Late fee: rent for January 2027 unpaid 3 days after its due date (15 Jan 2027)',
      paise: 1_00_000,
    });
    expect(own.paymentFor).toEqual({ type: 'monthly_rent', month: '2027-01', lateFeeAfterDays: 3 });
    const older = receiptInput(record(), new Date());
    expect(older.parts?.find((part) => part.key === 'lateFeePaise')?.label).toContain('unpaid 7 days after');
  });
});
