import { pdfText } from '../../test/pdf-text';
import {
  depositStatementFileName,
  renderDepositStatementPdf,
  type DepositStatementInput,
} from './deposit-statement-pdf';

const input: DepositStatementInput = {
  leaseId: '65a1f0c2e4b0a1b2c3d4e5a1',
  tenantName: 'Rohan Kulkarni',
  propertyName: '2 BHK Apartment in Indiranagar',
  propertyAddress: 'Flat 304, Lakshmi Residency, 12th Main Road, Indiranagar, Bengaluru, Karnataka 560038',
  collectedPaise: 5_175_000,
  leaseEndDate: '2026-02-07',
  inspectedAt: '2026-02-08T06:00:00.000Z',
  deductions: [
    { reason: 'Repainting the bedroom wall', amountPaise: 450_000, answer: 'disputed', confirmed: true },
    { reason: 'Broken geyser knob', amountPaise: 35_000, answer: 'accepted', confirmed: false },
  ],
  deductedPaise: 485_000,
  balancePaise: 4_690_000,
  settledAt: '2026-02-10T06:00:00.000Z',
  refund: { amountPaise: 4_690_000, razorpayRefundId: 'rfnd_S3zC9dE5fG7hI8', refundedAt: '2026-02-10T06:00:05.000Z' },
};

describe('the deposit statement PDF', () => {
  it('says what was collected, each deduction with its answer, and what was refunded when', async () => {
    const text = pdfText(await renderDepositStatementPdf(input));
    expect(text).toContain('Security deposit statement');
    expect(text).toContain('Renter Rohan Kulkarni');
    expect(text).toMatch(/Deposit collected (₹|Rs\. )51,750/);
    expect(text).toMatch(/Repainting the bedroom wall \(disputed, confirmed by the manager\) (₹|Rs\. )4,500/);
    expect(text).toMatch(/Broken geyser knob \(accepted by the renter\) (₹|Rs\. )350/);
    expect(text).toMatch(/Total deducted (₹|Rs\. )4,850/);
    expect(text).toMatch(/Refunded (₹|Rs\. )46,900/);
    expect(text).toContain('Refunded on 10 Feb 2026');
    expect(text).toContain('Razorpay refund id rfnd_S3zC9dE5fG7hI8');
    expect(depositStatementFileName(input.leaseId)).toBe('deposit-65a1f0c2e4b0a1b2c3d4e5a1.pdf');
  });

  it('says so when nothing is refunded, and before settlement shows no refund', async () => {
    const kept = pdfText(
      await renderDepositStatementPdf({
        ...input,
        balancePaise: 0,
        refund: { amountPaise: 0, razorpayRefundId: null, refundedAt: null },
      }),
    );
    expect(kept).toContain('Refunded nothing to refund');
    const open = pdfText(await renderDepositStatementPdf({ ...input, settledAt: null, refund: null }));
    expect(open).toContain('Settled on —');
    expect(open).not.toContain('Razorpay refund id');
  });
});
