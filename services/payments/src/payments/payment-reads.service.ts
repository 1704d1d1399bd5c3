import { Inject, Injectable } from '@nestjs/common';
import { formatPaiseAsRupees, paiseToRupees } from '@trio/contracts/common';
import { txnIdOf, type PaymentRecord } from '@trio/contracts/http/payments';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { forbidden, paymentNotFound } from './payments.exception';
import type { PaymentDocument } from './payment.schema';
import { PaymentsRepository } from './payments.repository';
import { paymentIdOfOrder, purchaseOf, rentClaimOf } from './purchases';

/** A month of rent paid by a captured payment that holds the month's claim. */
export interface RentPaidByPayment {
  leaseId: string;
  month: string;
  paymentId: string;
  razorpayPaymentId: string;
  paidAt: Date;
}

/** Reading payments: the payer's own, their history, the record as the API shows it, and rent paid by payments. */
@Injectable()
export class PaymentReadsService {
  constructor(@Inject(PaymentsRepository) private readonly payments: PaymentsRepository) {}

  /** One of the caller's payments (unknown and others' alike → 404 / 403). */
  async mine(me: GatewayIdentity, id: string): Promise<PaymentDocument> {
    const payment = await this.payments.findById(id);
    if (!payment) throw paymentNotFound(`payment ${id}`);
    if (payment.userId !== me.userId) throw forbidden('This is not your payment.');
    return payment;
  }

  async mineByOrder(me: GatewayIdentity, orderId: string): Promise<PaymentDocument> {
    return this.mine(me, paymentIdOfOrder(orderId));
  }

  history(userId: string): Promise<PaymentDocument[]> {
    return this.payments.history(userId);
  }

  /** Every payment anyone received (open orders left out): the landlords' books are rebuilt from them. */
  allReceived(): Promise<PaymentDocument[]> {
    return this.payments.allReceived();
  }

  findById(id: string): Promise<PaymentDocument | null> {
    return this.payments.findById(id);
  }

  /** The captured payment that won an application's move-in (its claim `initial|<application>`), or null. */
  initialPaymentOf(applicationId: string): Promise<string | null> {
    return this.payments.claimHolder(purchaseOf({ paymentType: 'initial', applicationId, leaseId: null, month: null }));
  }

  /**
   * The month a captured rent payment paid, or null: not a rent payment, not captured, or the month went to another
   * payment (this one is refunded). A captured one is settled before it is asked about (its claim exists); if not,
   * this throws, so the event that asked is handled again.
   */
  async rentPaidBy(paymentId: string): Promise<RentPaidByPayment | null> {
    const payment = await this.payments.findById(paymentId);
    if (!payment || payment.paymentType !== 'monthly_rent' || payment.status !== 'completed') return null;
    const holder = await this.payments.claimHolder(purchaseOf(payment));
    if (!holder) throw new Error(`payment ${paymentId} is captured but its month is not claimed yet`);
    if (holder !== paymentId) return null;
    return {
      leaseId: payment.leaseId!,
      month: payment.month!,
      paymentId,
      razorpayPaymentId: payment.razorpayPaymentId!,
      paidAt: payment.capturedAt ?? payment.updatedAt,
    };
  }

  /**
   * Of a lease's `months`, those a captured payment holds (paid, whether or not the ledger has taken it from its
   * event yet), each with its payment.
   */
  async rentPaidIn(leaseId: string, months: readonly string[]): Promise<Map<string, RentPaidByPayment>> {
    const holders = await Promise.all(months.map((month) => this.payments.claimHolder(rentClaimOf(leaseId, month))));
    const paid = new Map<string, RentPaidByPayment>();
    for (const holder of new Set(holders.filter((h): h is string => h !== null))) {
      const rent = await this.rentPaidBy(holder);
      if (rent && rent.leaseId === leaseId) paid.set(rent.month, rent);
    }
    return paid;
  }

  view(payment: PaymentDocument): PaymentRecord {
    const address = payment.property.address;
    return {
      _id: payment._id,
      userId: payment.userId,
      rentalApplicationId: payment.applicationId,
      leaseId: payment.leaseId,
      propertyId: payment.propertyId,
      property: {
        _id: payment.propertyId,
        name: payment.property.name,
        address: { street: address.line1, city: address.city, state: address.state, zipCode: address.pinCode },
      },
      paymentType: payment.paymentType,
      amount: paiseToRupees(payment.amountPaise),
      amountPaise: payment.amountPaise,
      amountLabel: formatPaiseAsRupees(payment.amountPaise),
      currency: 'INR',
      breakdown: payment.breakdown,
      razorpayOrderId: payment.razorpayOrderId,
      razorpayPaymentId: payment.razorpayPaymentId,
      receipt: payment.receipt,
      txnId: txnIdOf(payment._id),
      description: payment.description,
      month: payment.month,
      dueDate: payment.dueDate,
      ...(payment.lateFeeAfterDays ? { lateFeeAfterDays: payment.lateFeeAfterDays } : {}),
      status: payment.status,
      failureReason: payment.failureReason,
      refund: payment.refund
        ? { reason: payment.refund.reason, refundedAt: new Date(payment.refund.at).toISOString() }
        : null,
      payer: payment.payer,
      paymentDate: payment.capturedAt ? new Date(payment.capturedAt).toISOString() : null,
      createdAt: new Date(payment.createdAt).toISOString(),
      updatedAt: new Date(payment.updatedAt).toISOString(),
    };
  }
}
