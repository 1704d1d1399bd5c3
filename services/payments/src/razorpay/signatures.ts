import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Razorpay's two signatures (hex HMAC-SHA256): the checkout's success triple is signed over `order_id|payment_id`
 * with the key secret; a webhook over its raw body with the webhook secret. Compared in constant time.
 */

export function hmacHex(data: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** `razorpay_signature` = HMAC-SHA256(`${orderId}|${paymentId}`, key secret). */
export function paymentSignatureOf(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(`${orderId}|${paymentId}`, keySecret);
}

export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return sameHex(paymentSignatureOf(orderId, paymentId, keySecret), signature);
}

/** `X-Razorpay-Signature` = HMAC-SHA256(exact body bytes, webhook secret). */
export function isValidWebhookSignature(body: Buffer, signature: string | undefined, webhookSecret: string): boolean {
  if (!signature) return false;
  return sameHex(hmacHex(body, webhookSecret), signature);
}
