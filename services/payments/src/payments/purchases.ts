import { createHash } from 'node:crypto';
import { paymentWasRefunded } from './payments.exception';
import type { PaymentDocument } from './payment.schema';

/** A payment's id: derived from its Razorpay order id (24 hex digits), so each order has exactly one record. */
export function paymentIdOfOrder(orderId: string): string {
  return createHash('sha256').update(`payment:${orderId}`).digest('hex').slice(0, 24);
}

/** What one checkout buys, with the amount computed here. */
export type Purchase = Pick<
  PaymentDocument,
  | 'userId'
  | 'paymentType'
  | 'applicationId'
  | 'leaseId'
  | 'month'
  | 'dueDate'
  | 'lateFeeAfterDays'
  | 'propertyId'
  | 'property'
  | 'payer'
  | 'landlordId'
  | 'managerId'
  | 'amountPaise'
  | 'breakdown'
  | 'description'
>;

/** The claim of a lease's month: held by the captured payment that paid it (ClaimDocument). */
export function rentClaimOf(leaseId: string, month: string): string {
  return `rent|${leaseId}|${month}`;
}

/** The thing paid for once, whichever order pays it: `initial|<applicationId>` or `rent|<leaseId>|<YYYY-MM>`. */
export function purchaseOf(p: Pick<PaymentDocument, 'paymentType' | 'applicationId' | 'leaseId' | 'month'>): string {
  return p.paymentType === 'initial' ? `initial|${p.applicationId}` : rentClaimOf(p.leaseId!, p.month!);
}

export function purchaseName(p: Pick<PaymentDocument, 'paymentType' | 'month'>): string {
  return p.paymentType === 'initial' ? 'This application' : `The rent of ${p.month}`;
}

/** What the payer of a refunded payment is answered: 409 PAYMENT_REFUNDED, why and when. */
export function refundedTo(payment: PaymentDocument): Error {
  return paymentWasRefunded(payment.amountPaise, { reason: payment.refund!.reason, at: new Date(payment.refund!.at) });
}

/** What every event of a payment carries. */
export function paymentFacts(payment: PaymentDocument) {
  return {
    paymentId: payment._id,
    paymentType: payment.paymentType,
    applicationId: payment.applicationId,
    leaseId: payment.leaseId,
    month: payment.month,
    propertyId: payment.propertyId,
    property: payment.property,
    payerId: payment.userId,
    payer: payment.payer,
    landlordId: payment.landlordId,
    managerId: payment.managerId,
    amountPaise: payment.amountPaise,
    currency: 'INR' as const,
    razorpayOrderId: payment.razorpayOrderId,
    receipt: payment.receipt,
  };
}
