import { existsSync } from 'node:fs';
import { formatIndianDateTime, formatIndianMonth, formatPaiseAsRupees, type Language } from '@trio/contracts/common';
import type { PaymentType } from '@trio/contracts/events/payments';
import PDFDocument from 'pdfkit';
import { addHindiSummaryPage } from './hindi-summary-page';
import { receiptSummaryInHindi } from './hindi-summary-text';
import { UNICODE_FONTS } from './unicode-fonts';

/*
 * The receipt of a payment, as a PDF (pdfkit). Pure: what goes in is plain data, what comes out is the document's
 * bytes. Amounts in ₹ with Indian digit grouping, times in India Standard Time. In English; a Hindi reader gets one
 * more page, a Hindi summary of it (hindi-summary-text.ts).
 */

export interface ReceiptInput {
  txnId: string;
  receipt: string;
  payerName: string;
  payerEmail: string;
  /** What the payment is for (`receiptPaymentLabel`). */
  paymentLabel: string;
  /** What the payment is for as data, so the Hindi summary can say it too (else it repeats `paymentLabel`). */
  /** What was paid for; a month paid with its late fee says the lease's days of it (issue 30; absent: 7). */
  paymentFor?: { type: PaymentType; month: string | null; lateFeeAfterDays?: number };
  propertyName: string;
  /** One line: "Flat 304, Lakshmi Residency, 12th Main Road, Indiranagar, Bengaluru, Karnataka 560038". */
  propertyAddress: string;
  /**
   * The amount part by part, where the maker knows it (the payment record does; the captured event does not); `key`
   * is the record's breakdown key (rentPaise…), by which the Hindi summary names the part.
   */
  parts?: ReadonlyArray<{ label: string; paise: number; key?: string }>;
  amountPaise: number;
  /** When it was paid: an ISO date-time or a Date. */
  paidAt: string | Date;
  razorpayPaymentId: string | null;
  razorpayOrderId: string;
  /** The payment's status, where the receipt is made after the capture (completed, refunded). */
  status?: string;
}

/** What a payment is for, as the receipt and the "payment received" e-mail say it. */
export function receiptPaymentLabel(paymentType: PaymentType, month: string | null): string {
  return paymentType === 'initial'
    ? 'Move-in payment (first month’s rent, security deposit and fees)'
    : `Monthly rent${month ? ` for ${formatIndianMonth(month)}` : ''}`;
}

/** The receipt of a payment as PDF bytes, for a reader of `language` (Hindi: with a Hindi summary page). */
export function renderReceiptPdf(input: ReceiptInput, language: Language = 'en'): Promise<Buffer> {
  const font = UNICODE_FONTS.find((path) => existsSync(path));
  const money = (paise: number) =>
    font ? formatPaiseAsRupees(paise) : formatPaiseAsRupees(paise).replace('₹', 'Rs. ');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Trio Rentals receipt ${input.txnId}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font) doc.font(font);

  doc.fontSize(22).fillColor('#0f766e').text('Trio Rentals');
  doc.fontSize(14).fillColor('#0f172a').text('Payment receipt').moveDown();
  const rows: [string, string][] = [
    ['Transaction id', input.txnId],
    ['Receipt', input.receipt],
    ['Paid by', `${input.payerName} <${input.payerEmail}>`],
    ['For', input.paymentLabel],
    ['Property', input.propertyName],
    ['Address', input.propertyAddress],
    ...(input.parts ?? []).map(({ label, paise }): [string, string] => [label, money(paise)]),
    ['Amount', money(input.amountPaise)],
    ['Paid on', formatIndianDateTime(input.paidAt)],
    ['Razorpay payment id', input.razorpayPaymentId ?? '—'],
    ['Razorpay order id', input.razorpayOrderId],
    ...(input.status ? [['Status', input.status] as [string, string]] : []),
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    doc.fillColor('#64748b').text(label, { continued: true }).fillColor('#0f172a').text(`  ${value}`);
    doc.moveDown(0.3);
  }
  doc.moveDown().fillColor('#64748b').fontSize(9).text('Amounts in Indian rupees; times in India Standard Time.');
  if (language === 'hi') addHindiSummaryPage(doc, receiptSummaryInHindi(input));
  doc.end();
  return done;
}
