import { existsSync } from 'node:fs';
import { formatIndianDate, formatPaiseAsRupees, type Language } from '@trio/contracts/common';
import PDFDocument from 'pdfkit';
import { addHindiSummaryPage, type HindiSummary } from './hindi-summary-page';
import { hindiDate } from './hindi-summary-text';
import { UNICODE_FONTS } from './unicode-fonts';

/*
 * The statement of a lease's security deposit (issue 30), as a PDF (pdfkit), for the renter and the landlord alike:
 * what was collected, each deduction with its reason and the renter's answer, what was refunded and when. Pure: plain
 * data in, the document's bytes out. Amounts in ₹ with Indian digit grouping, dates in India. In English; a Hindi
 * reader gets one more page, a Hindi summary of it.
 */

export interface DepositStatementInput {
  leaseId: string;
  tenantName: string;
  propertyName: string;
  /** One line: the home's address. */
  propertyAddress: string;
  collectedPaise: number;
  /** YYYY-MM-DD */
  leaseEndDate: string;
  inspectedAt: string | Date | null;
  deductions: ReadonlyArray<{ reason: string; amountPaise: number; answer: string; confirmed: boolean }>;
  deductedPaise: number;
  balancePaise: number;
  settledAt: string | Date | null;
  refund: { amountPaise: number; razorpayRefundId: string | null; refundedAt: string | Date | null } | null;
}

const ANSWER_TEXT: Record<string, string> = {
  pending: 'not answered',
  accepted: 'accepted by the renter',
  disputed: 'disputed by the renter',
};

/** The deposit statement's file name. */
export function depositStatementFileName(leaseId: string): string {
  return `deposit-${leaseId}.pdf`;
}

const ANSWER_IN_HINDI: Record<string, string> = {
  pending: 'जवाब नहीं दिया गया',
  accepted: 'किरायेदार ने स्वीकार किया',
  disputed: 'किरायेदार ने आपत्ति की',
};

/** The statement's Hindi summary page. */
export function depositStatementSummaryInHindi(input: DepositStatementInput): HindiSummary {
  const money = formatPaiseAsRupees;
  const date = (value: string | Date | null) => (value ? hindiDate(value) : '—');
  const refund = input.refund;
  return {
    title: 'सिक्योरिटी डिपॉज़िट स्टेटमेंट: सारांश',
    subtitle: `Trio Rentals · लीज़ ${input.leaseId}`,
    rows: [
      ['किरायेदार', input.tenantName],
      ['प्रॉपर्टी', input.propertyName],
      ['लीज़ की समाप्ति तिथि', date(input.leaseEndDate)],
      ['जमा की गई डिपॉज़िट', money(input.collectedPaise)],
      ['निरीक्षण की तारीख', date(input.inspectedAt)],
      ...input.deductions.map(
        (d) =>
          [
            `${d.reason} (${d.confirmed ? 'आपत्ति, मैनेजर ने पुष्टि की' : (ANSWER_IN_HINDI[d.answer] ?? d.answer)})`,
            money(d.amountPaise),
          ] as const,
      ),
      ['कुल कटौती', money(input.deductedPaise)],
      ['किरायेदार को शेष राशि', money(input.balancePaise)],
      ['निपटान की तारीख', date(input.settledAt)],
      ...(refund && refund.amountPaise > 0
        ? ([
            ['रिफ़ंड', refund.razorpayRefundId ? money(refund.amountPaise) : 'जारी है'],
            ['रिफ़ंड की तारीख', date(refund.refundedAt)],
            ['Razorpay रिफ़ंड ID', refund.razorpayRefundId ?? '—'],
          ] as const)
        : refund
          ? ([['रिफ़ंड', 'वापस करने के लिए कुछ नहीं']] as const)
          : []),
    ],
    footnote: 'यह पेज पिछले पेज पर दिए गए अंग्रेज़ी स्टेटमेंट का हिंदी सारांश है। राशि भारतीय रुपये में है।',
  };
}

/** The statement as PDF bytes, for a reader of `language` (Hindi: with a Hindi summary page). */
export function renderDepositStatementPdf(input: DepositStatementInput, language: Language = 'en'): Promise<Buffer> {
  const font = UNICODE_FONTS.find((path) => existsSync(path));
  const money = (paise: number) =>
    font ? formatPaiseAsRupees(paise) : formatPaiseAsRupees(paise).replace('₹', 'Rs. ');
  const date = (value: string | Date | null) => (value ? formatIndianDate(value) : '—');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Trio Rentals deposit statement ${input.leaseId}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font) doc.font(font);
  const row = (label: string, value: string) => {
    doc.fillColor('#64748b').text(label, { continued: true }).fillColor('#0f172a').text(`  ${value}`);
    doc.moveDown(0.3);
  };

  doc.fontSize(22).fillColor('#0f766e').text('Trio Rentals');
  doc.fontSize(14).fillColor('#0f172a').text('Security deposit statement').moveDown();
  doc.fontSize(11);
  row('Lease', input.leaseId);
  row('Renter', input.tenantName);
  row('Property', input.propertyName);
  row('Address', input.propertyAddress);
  row('Lease end date', date(input.leaseEndDate));
  row('Deposit collected', money(input.collectedPaise));
  row('Inspected on', date(input.inspectedAt));
  doc.moveDown(0.5).fontSize(12).fillColor('#0f172a').text('Deductions').fontSize(11).moveDown(0.3);
  if (input.deductions.length === 0) row('None', money(0));
  for (const d of input.deductions) {
    const answer = d.confirmed ? 'disputed, confirmed by the manager' : (ANSWER_TEXT[d.answer] ?? d.answer);
    row(`${d.reason} (${answer})`, money(d.amountPaise));
  }
  row('Total deducted', money(input.deductedPaise));
  row('Balance to the renter', money(input.balancePaise));
  row('Settled on', date(input.settledAt));
  if (input.refund && input.refund.amountPaise > 0) {
    row('Refunded', input.refund.razorpayRefundId ? money(input.refund.amountPaise) : 'under way');
    row('Refunded on', date(input.refund.refundedAt));
    row('Razorpay refund id', input.refund.razorpayRefundId ?? '—');
  } else if (input.refund) {
    row('Refunded', 'nothing to refund');
  }
  doc.moveDown().fillColor('#64748b').fontSize(9).text('Amounts in Indian rupees; dates in India.');
  if (language === 'hi') addHindiSummaryPage(doc, depositStatementSummaryInHindi(input));
  doc.end();
  return done;
}
