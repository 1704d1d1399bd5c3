/**
 * The entities the stand-in keeps, in Razorpay's JSON shapes (snake_case, amounts in integer paise, times in
 * UNIX seconds). Only the fields an order/checkout integration reads are modelled.
 */
export type Notes = Record<string, string>;

export type OrderStatus = 'created' | 'attempted' | 'paid';

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Notes | [];
  created_at: number;
}

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
export type PaymentMethod = 'card' | 'upi';

export interface CardEntity {
  id: string;
  entity: 'card';
  name: string;
  last4: string;
  network: string;
  type: 'credit' | 'debit';
  issuer: string | null;
  international: boolean;
  emi: boolean;
  sub_type: 'consumer';
  token_iin: null;
}

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: PaymentStatus;
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  card?: CardEntity;
  bank: null;
  wallet: null;
  vpa: string | null;
  upi?: { vpa: string };
  email: string;
  contact: string;
  notes: Notes | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

/** A list answer: `{entity: 'collection', count, items}`. */
export interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

export function collection<T>(items: T[]): Collection<T> {
  return { entity: 'collection', count: items.length, items };
}

/** UNIX seconds, as every `created_at`. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
