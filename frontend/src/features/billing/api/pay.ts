import {
  createPaymentRecord,
  createRazorpayOrder,
  razorpayPaymentSuccess,
  updatePaymentStatus,
  type CreateOrderBody,
} from '@trio/contracts/http/payments';
import { callRoute } from '../../../lib/api-client';
import type { RazorpayFailure, RazorpaySuccess } from '../../../lib/razorpay-checkout';

/** POST /api/razorpay/create-order: the server computes the amount from what is bought. */
export function createOrder(body: CreateOrderBody) {
  return callRoute(createRazorpayOrder, { body });
}

/** After an initial payment: POST /api/razorpay/payment-success with the success triple (the server verifies it). */
export function recordInitialPayment(applicationId: string, success: RazorpaySuccess) {
  return callRoute(razorpayPaymentSuccess, {
    body: {
      applicationId,
      paymentId: success.razorpay_payment_id,
      orderId: success.razorpay_order_id,
      signature: success.razorpay_signature,
    },
  });
}

/**
 * After a month's rent (000 §4): the payment record (POST /trio/payments/create), then its status completed with
 * the gateway's payment id and signature (PUT /trio/payments/{id}/status).
 */
export async function recordMonthlyRent(
  order: { leaseId: string; propertyId: string; description: string; dueDate?: string },
  success: RazorpaySuccess,
) {
  const record = await callRoute(createPaymentRecord, {
    body: {
      razorpayOrderId: success.razorpay_order_id,
      leaseId: order.leaseId,
      propertyId: order.propertyId,
      paymentType: 'monthly_rent',
      description: order.description,
      ...(order.dueDate ? { dueDate: order.dueDate } : {}),
    },
  });
  return callRoute(updatePaymentStatus, {
    params: { id: record._id },
    body: {
      status: 'completed',
      razorpayPaymentId: success.razorpay_payment_id,
      razorpayOrderId: success.razorpay_order_id,
      razorpaySignature: success.razorpay_signature,
    },
  });
}

/** A failed attempt, as the checkout reported it (best effort: the webhook records it too). */
export function recordFailedAttempt(paymentId: string, failure: RazorpayFailure) {
  const razorpayPaymentId = failure.error.metadata?.payment_id;
  if (!razorpayPaymentId) return Promise.resolve(undefined);
  return callRoute(updatePaymentStatus, {
    params: { id: paymentId },
    body: {
      status: 'failed',
      razorpayPaymentId,
      ...(failure.error.code ? { errorCode: failure.error.code.slice(0, 200) } : {}),
      ...(failure.error.description ? { errorDescription: failure.error.description.slice(0, 1000) } : {}),
    },
  });
}
