import { createHmac } from 'node:crypto';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignatureOf } from './signatures';

describe('Razorpay signatures', () => {
  const secret = 'key-secret';

  it('accepts the success triple signed over order_id|payment_id and refuses any change', () => {
    const signature = paymentSignatureOf('order_A', 'pay_B', secret);
    expect(isValidPaymentSignature('order_A', 'pay_B', signature, secret)).toBe(true);
    expect(isValidPaymentSignature('order_A', 'pay_C', signature, secret)).toBe(false);
    expect(isValidPaymentSignature('order_A', 'pay_B', signature, 'other-secret')).toBe(false);
    expect(isValidPaymentSignature('order_A', 'pay_B', 'not-hex', secret)).toBe(false);
    expect(isValidPaymentSignature('order_A', 'pay_B', signature.slice(2), secret)).toBe(false);
  });

  it('verifies a webhook over the exact bytes, as the official SDK does', () => {
    const body = Buffer.from('{"event":"payment.captured","payload":{}}');
    const signature = paymentSignatureOf('x', 'y', 'z').replace(/./g, '0');
    expect(isValidWebhookSignature(body, signature, 'wh')).toBe(false);
    const good = createHmac('sha256', 'wh').update(body).digest('hex');
    expect(isValidWebhookSignature(body, good, 'wh')).toBe(true);
    expect(validateWebhookSignature(body.toString(), good, 'wh')).toBe(true);
    // One byte more (a re-serialised body) is refused.
    expect(isValidWebhookSignature(Buffer.from('{"event":"payment.captured","payload":{} }'), good, 'wh')).toBe(false);
    expect(isValidWebhookSignature(body, undefined, 'wh')).toBe(false);
  });
});
