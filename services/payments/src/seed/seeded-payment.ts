import { monthlyRentTotalPaise, moveInCostsPaise, processingFeePaise } from '@trio/contracts/money';
import type { PaymentDocument } from '../payments/payment.schema';

/** Issue 30: the deduction the demo's moved-out tenancy is settled with (its renter accepts it). */
export const DEMO_MOVE_OUT_DEDUCTION_REASON = 'Repainting the bedroom wall';

/** Its amount: ₹4,500, or a quarter of a smaller deposit (whole rupees), so a balance is always refunded. */
export const demoMoveOutDeductionPaise = (collectedPaise: number) =>
  Math.min(450_000, Math.floor(collectedPaise / 400) * 100);

/** The demo refund id of a deposit: a Razorpay-shaped id made from the lease id, as the demo payments' ids are. */
export const demoRefundIdOf = (leaseId: string) => `rfnd_demo${leaseId.slice(-10)}`;

/** Who paid what for which home: what a seeded payment needs besides its ids and time. */
export interface SeededPaymentFacts {
  kind: 'initial' | 'monthly_rent';
  /** The month it pays (`YYYY-MM`); an initial payment keeps it only for its order id. */
  month: string;
  at: Date;
  rentPaise: number;
  tenantId: string;
  payer: PaymentDocument['payer'];
  /** The application an initial payment paid for, the lease a month's rent is for. */
  applicationId: string | null;
  leaseId: string;
  propertyId: string;
  property: PaymentDocument['property'];
  landlordId: string;
  managerId: string;
}

/**
 * A completed payment as the seeds write it (the demo seed, the dashboard benchmark's portfolio): the amounts
 * computed here in paise from the rent, as checkout computes them, and captured at `at`.
 */
export function seededCompletedPayment(
  ids: { _id: string; razorpayOrderId: string; razorpayPaymentId: string },
  facts: SeededPaymentFacts,
) {
  const { kind, month, at, rentPaise } = facts;
  const breakdown =
    kind === 'initial'
      ? moveInCostsPaise(rentPaise)
      : { rentPaise, processingFeePaise: processingFeePaise(rentPaise), totalPaise: monthlyRentTotalPaise(rentPaise) };
  return {
    ...ids,
    userId: facts.tenantId,
    paymentType: kind,
    applicationId: kind === 'initial' ? facts.applicationId : null,
    leaseId: kind === 'initial' ? null : facts.leaseId,
    month: kind === 'initial' ? null : month,
    dueDate: null,
    propertyId: facts.propertyId,
    property: facts.property,
    payer: facts.payer,
    landlordId: facts.landlordId,
    managerId: facts.managerId,
    amountPaise: breakdown.totalPaise,
    breakdown,
    receipt: `trio_${String(at.getTime()).slice(-8)}`,
    description:
      kind === 'initial' ? `Move-in payment: ${facts.property.name}` : `Rent for ${month}: ${facts.property.name}`,
    status: 'completed' as const,
    verifiedBy: 'seed' as const,
    failureReason: null,
    failedAttempts: [],
    refund: null,
    capturedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}
