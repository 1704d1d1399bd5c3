import { objectIdSchema } from '@trio/contracts/common';
import type { MessageId } from '../../i18n/message-ids';

/** What is being paid: the move-in payment of an approved application, or a month's rent of a lease. */
export type PaymentType = 'initial' | 'monthly_rent';

export interface CheckoutTarget {
  propertyId: string;
  paymentType: PaymentType;
  /** The rental the rent is for (the Renters Hub's Pay Rent); absent for the initial payment. */
  rentalId?: string;
}

/** The Billing messages of spec 000 §5 (their ids: the text is in the billing catalogue). */
export const BILLING_MESSAGES = {
  noProperty: 'billing.target.noProperty',
  badFormat: 'billing.target.badFormat',
  badId: 'billing.target.badId',
  notFound: 'billing.load.notFound',
  loadFailed: 'billing.load.failed',
} as const satisfies Record<string, MessageId>;

const NOT_AN_ID = new Set(['undefined', 'null', '[object Object]']);

function field(state: unknown, name: string): unknown {
  return state && typeof state === 'object' && name in state ? (state as Record<string, unknown>)[name] : undefined;
}

/**
 * What /billing is asked to charge (or, when it cannot be read, the id of the message saying why), from the spec's navigation state `{propertyId, paymentType, rentalId}` or from
 * the URL `/billing?propertyId=…&type=initial|monthly_rent&rentalId=…` (a shareable link); the state wins.
 */
export function checkoutTargetFrom(
  state: unknown,
  search: URLSearchParams,
): { ok: true; target: CheckoutTarget } | { ok: false; message: MessageId } {
  const fromState = field(state, 'propertyId');
  const propertyId: unknown = fromState !== undefined ? fromState : (search.get('propertyId') ?? undefined);
  if (propertyId === undefined || propertyId === null || propertyId === '') {
    return { ok: false, message: BILLING_MESSAGES.noProperty };
  }
  if (typeof propertyId !== 'string' || NOT_AN_ID.has(propertyId)) {
    return { ok: false, message: BILLING_MESSAGES.badFormat };
  }
  if (!objectIdSchema.safeParse(propertyId).success) return { ok: false, message: BILLING_MESSAGES.badId };

  const type = field(state, 'paymentType') ?? search.get('type') ?? search.get('paymentType');
  const paymentType: PaymentType = type === 'monthly_rent' ? 'monthly_rent' : 'initial';
  const rentalId = field(state, 'rentalId') ?? search.get('rentalId') ?? undefined;
  return {
    ok: true,
    target: {
      propertyId,
      paymentType,
      ...(typeof rentalId === 'string' && rentalId ? { rentalId } : {}),
    },
  };
}

/** The shareable address of a checkout, e.g. for a reload or a link in a reminder. */
export function checkoutUrl(target: CheckoutTarget): string {
  const query = new URLSearchParams({ propertyId: target.propertyId, type: target.paymentType });
  if (target.rentalId) query.set('rentalId', target.rentalId);
  return `/billing?${query.toString()}`;
}
