/*
 * Documents more than one service produces, made by one piece of code so they are the same wherever they come from:
 * the leave-and-licence agreement of a lease (applications serves it for download; notifications attaches it to the
 * "rental confirmed" e-mail, from the lease event, without asking applications), and the receipt of a payment
 * (payments serves it for download; notifications attaches it to the "payment received" e-mail, from the captured
 * event). Both are in English; for a Hindi reader each has one more page, a Hindi summary (hindi-summary-text.ts).
 */
export {
  agreementClauses,
  dueDayWords,
  longDate,
  renderAgreementPdf,
  type AgreementInput,
  type AgreementParty,
} from './lease-agreement-pdf';
export {
  leaseAgreementFileName,
  leaseAgreementInput,
  type AgreementLandlord,
  type AgreementLease,
} from './lease-agreement-input';
export { receiptPaymentLabel, renderReceiptPdf, type ReceiptInput } from './receipt-pdf';
export {
  depositStatementFileName,
  renderDepositStatementPdf,
  type DepositStatementInput,
} from './deposit-statement-pdf';
