import { ApiError, malformedAnswerError, networkError } from '../../lib/problem';
import { CheckoutScriptError } from '../../lib/razorpay-checkout';
import { textNow } from '../../i18n/text-now';
import { CheckoutPaymentFailed, paymentErrorMessage } from './payment-errors';

describe('paymentErrorMessage (spec 000 §8)', () => {
  it.each([
    [new CheckoutScriptError(), 'Razorpay SDK failed to load. Are you online?'],
    [
      new CheckoutPaymentFailed({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.' } }),
      'Payment Error: Your card was declined.',
    ],
    [
      new ApiError(409, 'PROPERTY_UNAVAILABLE', 'This home has been let to someone else.'),
      'Payment Error: This home has been let to someone else.',
    ],
    [new ApiError(500, 'INTERNAL', 'boom'), 'Server error. Please try again later.'],
    [new ApiError(400, 'VALIDATION_FAILED', 'bad'), 'Invalid request. Please check your payment details.'],
    [networkError(new TypeError('fetch failed')), 'Network error. Please check your connection.'],
    [new ApiError(418, 'HTTP_418', 'Request failed (418)'), 'Payment failed. Please try again.'],
    [new Error('anything else'), 'Payment failed. Please try again.'],
  ])('%s → %s', (error, message) => {
    expect(paymentErrorMessage(error, textNow)).toBe(message);
  });

  it('treats an answer outside the contract as a failed payment', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(paymentErrorMessage(malformedAnswerError(200, 'POST /x', new Error('shape')), textNow)).toBe(
      'Payment failed. Please try again.',
    );
  });
});
