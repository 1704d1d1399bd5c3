import { Injectable } from '@nestjs/common';
import { InjectConfig } from '@trio/service-kit/config';
import Razorpay from 'razorpay';
import type { PaymentsConfig } from '../config';

export const REAL_RAZORPAY_API_URL = 'https://api.razorpay.com';

export interface RazorpayConnection {
  /** The API origin without /v1; `https://api.razorpay.com` is Razorpay itself. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
}

/**
 * The official `razorpay` SDK (2.9.x) pointed at `apiUrl`. The SDK fixes its host in its constructor and has no
 * option for another one; all its requests go through one axios instance, `api.rq`, whose `defaults.baseURL` is that
 * host, so a stand-in (infra/razorpay) is reached by re-pointing it. With Razorpay itself nothing is changed.
 */
export function createRazorpaySdk(connection: RazorpayConnection): Razorpay {
  const sdk = new Razorpay({ key_id: connection.keyId, key_secret: connection.keySecret });
  const apiUrl = connection.apiUrl.replace(/\/+$/, '');
  if (apiUrl !== REAL_RAZORPAY_API_URL) {
    const api = sdk.api as unknown as { rq?: { defaults: { baseURL?: string } } };
    if (!api.rq) throw new Error('this razorpay SDK version has no api.rq: check how it sets its host');
    api.rq.defaults.baseURL = apiUrl;
  }
  return sdk;
}

/** The fields of Razorpay's entities this service reads. */
export interface RzpOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: 'INR';
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  created_at: number;
  notes?: Record<string, string>;
}

export interface RzpPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  error_code?: string | null;
  error_description?: string | null;
}

export interface RzpRefund {
  id: string;
  payment_id: string;
  amount: number;
  /** Razorpay answers empty notes as `[]`. */
  notes?: Record<string, string> | [];
}

/** A Razorpay API error (the SDK rejects with `{statusCode, error: {code, description}}`). */
export function razorpayErrorOf(err: unknown): { statusCode?: number; description?: string } {
  const e = err as { statusCode?: number; error?: { description?: string } };
  return { statusCode: e?.statusCode, description: e?.error?.description };
}

/** The Razorpay calls payments makes, through the SDK. */
@Injectable()
export class RazorpayClient {
  private readonly sdk: Razorpay;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;

  constructor(@InjectConfig() config: PaymentsConfig) {
    this.sdk = createRazorpaySdk({
      apiUrl: config.RAZORPAY_API_URL,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
    });
    this.keyId = config.RAZORPAY_KEY_ID;
    this.keySecret = config.RAZORPAY_KEY_SECRET;
    this.webhookSecret = config.RAZORPAY_WEBHOOK_SECRET;
  }

  async createOrder(input: { amount: number; receipt: string; notes: Record<string, string> }): Promise<RzpOrder> {
    return (await this.sdk.orders.create({ ...input, currency: 'INR' })) as unknown as RzpOrder;
  }

  async fetchOrder(orderId: string): Promise<RzpOrder> {
    return (await this.sdk.orders.fetch(orderId)) as unknown as RzpOrder;
  }

  async fetchPayment(paymentId: string): Promise<RzpPayment> {
    return (await this.sdk.payments.fetch(paymentId)) as unknown as RzpPayment;
  }

  /** Refunds a captured payment: in full, or `amount` paise of it (a partial refund, e.g. a deposit's balance). */
  async refund(paymentId: string, notes: Record<string, string>, amount?: number): Promise<RzpRefund> {
    const body = amount === undefined ? { notes } : { notes, amount };
    return (await this.sdk.payments.refund(paymentId, body)) as unknown as RzpRefund;
  }

  async refundsOf(paymentId: string): Promise<RzpRefund[]> {
    const page = (await this.sdk.payments.fetchMultipleRefund(paymentId, {})) as unknown as { items: RzpRefund[] };
    return page.items;
  }
}
