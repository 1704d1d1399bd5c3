import { lateFeeReason } from '@trio/contracts/money';
import { pdfPages, pdfText } from '../../test/pdf-text';
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

  it('for a Hindi reader, stays in English and adds a Hindi summary page with the payment in Hindi', async () => {
    const english = pdfPages(await renderReceiptPdf(input));
    const pages = pdfPages(
      await renderReceiptPdf(
        {
          ...input,
          paymentLabel: receiptPaymentLabel('monthly_rent', '2026-11'),
          paymentFor: { type: 'monthly_rent', month: '2026-11' },
          parts: [
            { label: 'Monthly rent', paise: 8_500_000, key: 'rentPaise' },
            { label: 'Processing fee (2 % of rent)', paise: 170_000, key: 'processingFeePaise' },
            { label: 'Late fee', paise: 29_000 },
          ],
          amountPaise: 8_699_000,
          status: 'refunded',
        },
        'hi',
      ),
    );
    expect(english).toHaveLength(1);
    expect(english[0]).not.toMatch(/[\u0900-\u097F]/);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Payment receipt');
    expect(pages[0]).not.toMatch(/[\u0900-\u097F]/);
    // The Hindi words in their Unicode order (the "ि" after its consonant, the reph before), the names, ids and
    // amounts as they are.
    const hindi = pages[1];
    expect(hindi).toContain('भुगतान की रसीद: सारांश');
    expect(hindi).toContain('भुगतानकर्ता: Rohan Kulkarni <rohan.kulkarni@example.in>');
    expect(hindi).toContain('किसलिए: मासिक किराया (नवंबर 2026)');
    expect(hindi).toContain('प्रॉपर्टी: 2 BHK Apartment in Indiranagar');
    expect(hindi).toContain('मासिक किराया: ₹85,000');
    expect(hindi).toContain('प्रोसेसिंग शुल्क (किराये का 2 %): ₹1,700');
    // A part the Hindi words do not name keeps the English label it came with.
    expect(hindi).toContain('Late fee: ₹290');
    expect(hindi).toContain('कुल भुगतान: ₹86,990');
    expect(hindi).toContain('भुगतान की तारीख: 8 मार्च 2025, 11:00 am IST');
    expect(hindi).toContain('ट्रांज़ैक्शन ID: TXN41234567');
    expect(hindi).toContain('Razorpay ऑर्डर ID: order_Q1x9Lm2Pz8Rt4K');
    expect(hindi).toContain('स्थिति: वापस किया गया');
  });

  it('in Hindi, says a move-in in Hindi, and the English words where the maker gave no kind of payment', async () => {
    const moveIn = pdfPages(await renderReceiptPdf({ ...input, paymentFor: { type: 'initial', month: null } }, 'hi'));
    expect(moveIn[1]).toContain('किसलिए: मूव-इन भुगतान (पहले महीने का किराया, सिक्योरिटी डिपॉज़िट और शुल्क)');
    const untyped = pdfPages(await renderReceiptPdf(input, 'hi'));
    expect(untyped[1]).toContain('किसलिए: Move-in payment (first month’s rent, security deposit and fees)');
    expect(untyped[1]).not.toContain('स्थिति');
  });

  it('lists a month’s late fee as its own line with why, in English and on the Hindi page', async () => {
    const pages = pdfPages(
      await renderReceiptPdf(
        {
          ...input,
          paymentLabel: receiptPaymentLabel('monthly_rent', '2026-05'),
          paymentFor: { type: 'monthly_rent', month: '2026-05' },
          parts: [
            { label: 'Monthly rent', paise: 2_500_000, key: 'rentPaise' },
            { label: 'Processing fee (2 % of rent)', paise: 50_000, key: 'processingFeePaise' },
            { label: lateFeeReason('2026-05', '2026-05-05'), paise: 50_000, key: 'lateFeePaise' },
          ],
          amountPaise: 2_600_000,
        },
        'hi',
      ),
    );
    expect(pages[0]).toMatch(/Late fee: rent for May 2026 unpaid 7 days after its due date \(5 May 2026\)\s+₹500/);
    expect(pages[1]).toContain('विलंब शुल्क: मई 2026 का किराया देय तारीख के 7 दिन बाद तक नहीं चुकाया गया: ₹500');
  });

  it('names a month of rent', () => {
    expect(receiptPaymentLabel('monthly_rent', '2025-05')).toBe('Monthly rent for May 2025');
    expect(receiptPaymentLabel('monthly_rent', null)).toBe('Monthly rent');
  });
});
