import { pdfText } from '../../test/pdf-text';
import { receiptPaymentLabel, renderReceiptPdf, type ReceiptInput } from './receipt-pdf';

const input: ReceiptInput = {
  txnId: 'TXN41234567',
  receipt: 'trio_41234567',
  payerName: 'Rohan Kulkarni',
  payerEmail: 'rohan.kulkarni@example.in',
  paymentLabel: receiptPaymentLabel('initial', null),
  propertyName: '2 BHK Apartment in Indiranagar',
  propertyAddress: 'Flat 304, Lakshmi Residency, 12th Main Road, Indiranagar, Bengaluru, Karnataka 560038',
  amountPaise: 8_699_000,
  paidAt: '2025-03-08T05:30:00.000Z',
  razorpayPaymentId: 'pay_Q1x9Lm2Pz8Rt4K',
  razorpayOrderId: 'order_Q1x9Lm2Pz8Rt4K',
};

describe('the payment receipt PDF', () => {
  it('says who paid what, for which home, when, with the Razorpay ids', async () => {
    const text = pdfText(await renderReceiptPdf(input));
    expect(text).toContain('Transaction id TXN41234567');
    expect(text).toContain('Paid by Rohan Kulkarni <rohan.kulkarni@example.in>');
    expect(text).toContain('For Move-in payment (first month’s rent, security deposit and fees)');
    expect(text).toContain('Property 2 BHK Apartment in Indiranagar');
    expect(text).toMatch(/Amount (₹|Rs\. )86,990/);
    expect(text).toContain('Paid on 8 Mar 2025');
    expect(text).toContain('Razorpay order id order_Q1x9Lm2Pz8Rt4K');
    expect(text).not.toContain('Status');
  });

  it('lists the amount part by part and the status where the maker knows them', async () => {
    const text = pdfText(
      await renderReceiptPdf({
        ...input,
        parts: [{ label: 'Monthly rent', paise: 3_450_000 }],
        razorpayPaymentId: null,
        status: 'refunded',
      }),
    );
    expect(text).toMatch(/Monthly rent (₹|Rs\. )34,500/);
    expect(text).toContain('Razorpay payment id —');
    expect(text).toContain('Status refunded');
  });

  it('names a month of rent', () => {
    expect(receiptPaymentLabel('monthly_rent', '2025-05')).toBe('Monthly rent for May 2025');
    expect(receiptPaymentLabel('monthly_rent', null)).toBe('Monthly rent');
  });
});
