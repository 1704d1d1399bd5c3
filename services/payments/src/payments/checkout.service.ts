import { Inject, Injectable } from '@nestjs/common';
import { receiptIdAt, type CreateOrderAnswer } from '@trio/contracts/http/payments';
import { lateFeeTermsOf, monthlyRentTotalPaise, moveInCostsPaise, processingFeePaise } from '@trio/contracts/money';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { InjectLogger, type Logger } from '@trio/service-kit/logging';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { LeaseCopy } from '../copies/lease.copy';
import { CopiesService } from '../copies/copies.service';
import { RentLedgerService } from '../ledger/rent-ledger.service';
import { rentOn, type ScheduledRent } from '../ledger/rent-schedule';
import { RazorpayClient, razorpayErrorOf } from '../razorpay/razorpay.client';
import {
  alreadyPaid,
  forbidden,
  notPayable,
  openOrderContended,
  paymentMismatch,
  paymentNotFound,
  propertyUnavailable,
  providerFailed,
} from './payments.exception';
import type { PaymentDocument } from './payment.schema';
import { PaymentsRepository } from './payments.repository';
import { paymentIdOfOrder, purchaseName, purchaseOf, rentClaimOf, type Purchase } from './purchases';

/** An order still worth answering for this purchase: not paid, not given back, for the same payer and amount. */
function isStillPayable(payment: PaymentDocument, purchase: Purchase): boolean {
  return (
    (payment.status === 'pending' || payment.status === 'failed') &&
    payment.userId === purchase.userId &&
    payment.amountPaise === purchase.amountPaise
  );
}

/** What a checkout buys: the move-in of an approved application, or a month's rent of an active lease. */
export interface CreateOrderInput {
  applicationId?: string;
  leaseId?: string;
  rentalId?: string;
  paymentType?: 'initial' | 'monthly_rent';
  propertyId?: string;
  month?: string;
}

/**
 * Checkout: what a purchase costs (always computed here, money.ts), whether it may be bought by the caller, and its
 * one open Razorpay order with its pending payment record.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(PaymentsRepository) private readonly payments: PaymentsRepository,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(RentLedgerService) private readonly ledger: RentLedgerService,
    @Inject(RazorpayClient) private readonly razorpay: RazorpayClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * The open order of a purchase (an application's move-in, a lease's month): the one already made while it is still
   * payable, else a new one. Every tab and retry gets the same order, which Razorpay lets be paid once, so the payer
   * is charged once. Orders made by checkouts racing for the same purchase: the first recorded is answered to all; the
   * others were never shown to anyone and are dropped.
   */
  async createOrder(me: GatewayIdentity, input: CreateOrderInput): Promise<CreateOrderAnswer> {
    const monthly = input.paymentType === 'monthly_rent' || (!input.applicationId && (input.leaseId || input.rentalId));
    const purchase = monthly ? await this.monthlyPurchase(me, input) : await this.initialPurchase(me, input);
    if (input.propertyId && input.propertyId !== purchase.propertyId) {
      throw paymentMismatch('propertyId is not the property of this purchase.');
    }
    const openOrderClaim = `order|${purchaseOf(purchase)}`;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const held = await this.payments.claimHolder(openOrderClaim);
      const open = held ? await this.payments.findById(held) : null;
      if (open?.status === 'completed') throw alreadyPaid(purchaseName(purchase));
      if (open && isStillPayable(open, purchase)) return this.orderAnswer(open);
      const made = await this.newOrder(me, purchase);
      const holder = held
        ? await this.payments.replaceClaim(openOrderClaim, held, made._id)
        : await this.payments.claim(openOrderClaim, made._id);
      if (holder === made._id) return this.orderAnswer(made);
      // Another checkout recorded its order first: this one's order was never answered to anyone.
      await this.payments.deletePendingOrder(made._id);
    }
    throw openOrderContended();
  }

  /** A Razorpay order for the purchase, and its payment record (pending). */
  private async newOrder(me: GatewayIdentity, purchase: Purchase): Promise<PaymentDocument> {
    const now = this.clock.now();
    const receipt = receiptIdAt(now);
    let order;
    try {
      order = await this.razorpay.createOrder({
        amount: purchase.amountPaise,
        receipt,
        notes: {
          paymentType: purchase.paymentType,
          userId: me.userId,
          ...(purchase.applicationId ? { applicationId: purchase.applicationId } : {}),
          ...(purchase.leaseId ? { leaseId: purchase.leaseId } : {}),
          ...(purchase.month ? { month: purchase.month } : {}),
        },
      });
    } catch (err) {
      this.logger.warn({ err: razorpayErrorOf(err) }, 'razorpay order not created');
      throw providerFailed(err);
    }
    const payment: PaymentDocument = {
      ...purchase,
      _id: paymentIdOfOrder(order.id),
      razorpayOrderId: order.id,
      receipt,
      status: 'pending',
      razorpayPaymentId: null,
      verifiedBy: null,
      failureReason: null,
      failedAttempts: [],
      refund: null,
      capturedAt: null,
      createdAt: now,
      updatedAt: now,
    } as unknown as PaymentDocument;
    await this.payments.create(payment);
    return payment;
  }

  private orderAnswer(payment: PaymentDocument): CreateOrderAnswer {
    return {
      order: {
        id: payment.razorpayOrderId,
        entity: 'order',
        amount: payment.amountPaise,
        currency: 'INR',
        receipt: payment.receipt,
        // Razorpay's order states: `attempted` once a payment on it failed; still payable either way.
        status: payment.failedAttempts.length > 0 ? 'attempted' : 'created',
        created_at: Math.floor(new Date(payment.createdAt).getTime() / 1000),
      },
      key_id: this.razorpay.keyId,
      paymentType: payment.paymentType,
      paymentId: payment._id,
      propertyId: payment.propertyId,
      propertyName: payment.property.name,
      breakdown: payment.breakdown,
      month: payment.month,
    };
  }

  private async initialPurchase(me: GatewayIdentity, input: CreateOrderInput): Promise<Purchase> {
    const applicationId = input.applicationId!;
    const application = await this.copies.application(applicationId);
    if (!application) throw paymentNotFound(`approved application ${applicationId}`);
    if (application.applicantId !== me.userId) throw forbidden('You can only pay for your own application.');
    if (await this.payments.isClaimed(`initial|${applicationId}`)) throw alreadyPaid('This application');
    const lease = await this.copies.activeLeaseOf(application.propertyId);
    const property = await this.copies.property(application.propertyId);
    const homeHolder = await this.payments.claimHolder(`property|${application.propertyId}`);
    if (
      (lease && lease.applicationId !== applicationId) ||
      (homeHolder && homeHolder !== applicationId) ||
      (property && property.status !== 'available' && !lease)
    ) {
      throw propertyUnavailable();
    }
    if (application.status !== 'approved') {
      throw notPayable(`The application is ${application.status.replace(/_/g, ' ')}; only an approved one is paid.`);
    }
    const breakdown = moveInCostsPaise(application.property.rentPaise);
    return {
      userId: me.userId,
      paymentType: 'initial' as const,
      applicationId,
      leaseId: null,
      month: null,
      dueDate: null,
      propertyId: application.propertyId,
      property: { name: application.property.name, address: application.property.address },
      payer: application.applicant,
      landlordId: application.landlordId,
      managerId: application.managerId,
      amountPaise: breakdown.totalPaise,
      breakdown,
      description: `Move-in payment: ${application.property.name}`,
    };
  }

  private async monthlyPurchase(me: GatewayIdentity, input: CreateOrderInput): Promise<Purchase> {
    const id = input.leaseId ?? input.rentalId ?? input.applicationId!;
    const lease = (await this.copies.lease(id)) ?? (await this.copies.leaseOfApplication(id));
    if (!lease) throw paymentNotFound(`lease ${id}`);
    if (lease.tenantId !== me.userId) throw forbidden('You can only pay rent for your own lease.');
    if (lease.status !== 'active') throw notPayable('The lease has ended.');
    const item = await this.monthToPay(lease, input.month);
    const rent = rentOn(item.dueDate, lease);
    // The month's late fee, charged by its overdue notice and not waived, is paid with it, on its own line.
    const lateFee = await this.ledger.payableLateFee(lease._id, item.month);
    const monthlyTotal = monthlyRentTotalPaise(rent) + lateFee;
    return {
      userId: me.userId,
      paymentType: 'monthly_rent' as const,
      applicationId: null,
      leaseId: lease._id,
      month: item.month,
      dueDate: item.dueDate,
      // The lease's days of its late fee (its agreement's terms), for the receipt's reason.
      ...(lateFee > 0 ? { lateFeeAfterDays: lateFeeTermsOf(lease.lateFee).afterDays } : {}),
      propertyId: lease.propertyId,
      property: lease.property,
      payer: lease.tenant,
      landlordId: lease.landlordId,
      managerId: lease.managerId,
      // The rent of the month's period (a renewal's new rent from its date on).
      amountPaise: monthlyTotal,
      breakdown: {
        rentPaise: rent,
        processingFeePaise: processingFeePaise(rent),
        ...(lateFee > 0 ? { lateFeePaise: lateFee } : {}),
        totalPaise: monthlyTotal,
      },
      description: `Rent for ${item.month}: ${lease.property.name}`,
    };
  }

  /**
   * The month asked for, or the oldest one not paid. Paid is what the ledger holds, or a captured payment's claim of
   * the month: the ledger takes a capture from its event (handlers/on-rent-payment-captured.handler.ts), so right
   * after a capture only the claim knows; either one refuses a second charge for the month.
   */
  private async monthToPay(lease: LeaseCopy, month: string | undefined): Promise<ScheduledRent> {
    const schedule = this.ledger.schedule(lease, await this.ledger.state(lease._id));
    if (month) {
      const item = schedule.find((i) => i.month === month);
      if (!item) throw notPayable(`The lease has no month ${month}.`);
      if (item.status === 'paid' || (await this.payments.isClaimed(rentClaimOf(lease._id, month)))) {
        throw alreadyPaid(`The rent of ${month}`);
      }
      return item;
    }
    for (const item of schedule) {
      if (item.status === 'paid') continue;
      if (!(await this.payments.isClaimed(rentClaimOf(lease._id, item.month)))) return item;
    }
    throw notPayable('All rent is paid.');
  }
}
