import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, the one primitive behind both of Razorpay's signatures. */
export function hmacSha256Hex(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * `razorpay_signature` of a checkout success: HMAC-SHA256 of `order_id|payment_id` with the key secret. The
 * merchant's server recomputes it to trust the triple the browser hands over.
 */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(`${orderId}|${paymentId}`, keySecret);
}

/** `X-Razorpay-Signature` of a webhook: HMAC-SHA256 of the raw request body with the webhook secret. */
export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacSha256Hex(rawBody, webhookSecret);
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
