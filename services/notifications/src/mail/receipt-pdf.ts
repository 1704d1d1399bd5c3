import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { indianDateTime, rupees } from './templates/format';
import type { ReceiptAttachment } from './mail.queue';

/** A font with the rupee sign (₹) where the system has one; else "Rs." with the same Indian grouping. */
const RUPEE_FONT = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
].find((path) => existsSync(path));

/** The receipt attached to the "payment received" e-mail, from the captured payment's event. */
export function receiptPdf(receipt: ReceiptAttachment): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${receipt.txnId}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (RUPEE_FONT) doc.font(RUPEE_FONT);
    const money = (paise: number) => (RUPEE_FONT ? rupees(paise) : rupees(paise).replace('₹', 'Rs. '));

    doc.fontSize(22).fillColor('#0f766e').text('Trio Rentals');
    doc.fontSize(14).fillColor('#0f172a').text('Payment receipt').moveDown();
    const rows: [string, string][] = [
      ['Transaction id', receipt.txnId],
      ['Receipt', receipt.receipt],
      ['Paid by', `${receipt.payerName} <${receipt.payerEmail}>`],
      ['For', receipt.paymentLabel],
      ['Property', receipt.propertyName],
      ['Address', receipt.propertyAddress],
      ['Amount', money(receipt.amountPaise)],
      ['Paid on', indianDateTime(receipt.paidAt)],
      ['Razorpay payment id', receipt.razorpayPaymentId],
      ['Razorpay order id', receipt.razorpayOrderId],
    ];
    doc.fontSize(11);
    for (const [label, value] of rows) {
      doc.fillColor('#64748b').text(label, { continued: true }).fillColor('#0f172a').text(`  ${value}`);
      doc.moveDown(0.3);
    }
    doc.moveDown().fillColor('#64748b').fontSize(9).text('Amounts in Indian rupees; times in India Standard Time.');
    doc.end();
  });
}
