import { existsSync } from 'node:fs';
import { formatIndianDateTime, formatIndianMonth, formatPaiseAsRupees } from '@trio/contracts/common';
import type { PaymentRecord } from '@trio/contracts/http/payments';
import PDFDocument from 'pdfkit';

/** Fonts with the rupee sign (₹), where the system has one; else amounts are written "Rs." with the same digits. */
const UNICODE_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];

const LABELS: Record<string, string> = {
  rentPaise: 'Monthly rent',
  securityDepositPaise: 'Security deposit (1.5 × rent)',
  applicationFeePaise: 'Application fee',
  processingFeePaise: 'Processing fee (2 % of rent)',
};

/** The PDF receipt of a payment: TXN id, payer, home, the amount part by part in ₹ with Indian digit grouping. */
export function receiptPdf(payment: PaymentRecord, issuedAt: Date): Promise<Buffer> {
  const font = UNICODE_FONTS.find((path) => existsSync(path));
  const money = (paise: number) =>
    font ? formatPaiseAsRupees(paise) : formatPaiseAsRupees(paise).replace('₹', 'Rs. ');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Trio Rentals receipt ${payment.txnId}` } });
  if (font) doc.font(font);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const address = payment.property.address;
  doc.fontSize(20).text('Trio Rentals — Payment Receipt');
  doc.moveDown(0.5).fontSize(11);
  doc.text(`Transaction ID: ${payment.txnId}`);
  doc.text(`Receipt: ${payment.receipt}`);
  doc.text(`Razorpay payment: ${payment.razorpayPaymentId ?? '—'}   Order: ${payment.razorpayOrderId}`);
  doc.text(`Date: ${formatIndianDateTime(payment.paymentDate ?? issuedAt)}`);
  doc.text(`Status: ${payment.status}`);
  doc.moveDown();
  doc.text(`Paid by: ${payment.payer.firstName} ${payment.payer.lastName} (${payment.payer.email})`);
  doc.text(`Property: ${payment.property.name}`);
  doc.text(`${address.street}, ${address.city}, ${address.state} ${address.zipCode}`);
  doc.text(
    payment.paymentType === 'initial'
      ? 'Payment: Initial (move-in)'
      : `Payment: Monthly rent for ${formatIndianMonth(payment.month ?? '')}`,
  );
  doc.moveDown();
  for (const [key, value] of Object.entries(payment.breakdown)) {
    if (key === 'totalPaise') continue;
    doc.text(`${LABELS[key] ?? key}: ${money(value)}`);
  }
  doc.fontSize(13).text(`Total paid: ${money(payment.amountPaise)}`);
  doc.moveDown().fontSize(9).text('Thank you for renting with Trio Rentals. Amounts in Indian rupees.');
  doc.end();
  return done;
}
