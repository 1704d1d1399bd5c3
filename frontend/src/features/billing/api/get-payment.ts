import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@trio/contracts/common';
import { paymentById, paymentHistory, paymentReceiptPdf } from '@trio/contracts/http/payments';
import { callRoute } from '../../../lib/api-client';
import { documentLanguageQuery, fetchRouteFile } from '../../../lib/files';

/**
 * The payment the success page is about: GET /trio/payments/{id} when its id came along, else the caller's latest
 * completed payment for the home (GET /trio/payments/history/{uid}), e.g. from the property page's "View Rental
 * Details".
 */
export function successPaymentQueryOptions(
  uid: string,
  lookup: { paymentId?: string; propertyId?: string; paymentType?: string },
) {
  return queryOptions({
    queryKey: ['payments', 'success', uid, lookup.paymentId ?? null, lookup.propertyId ?? null] as const,
    queryFn: async ({ signal }) => {
      if (lookup.paymentId) return callRoute(paymentById, { params: { id: lookup.paymentId }, signal });
      const { payments } = await callRoute(paymentHistory, { params: { uid }, signal });
      return (
        payments.find(
          (payment) =>
            payment.status === 'completed' &&
            (!lookup.propertyId || payment.propertyId === lookup.propertyId) &&
            (!lookup.paymentType || payment.paymentType === lookup.paymentType),
        ) ?? null
      );
    },
  });
}

/** GET /trio/payments/{id}/receipt: the PDF receipt (for a Hindi reader with a Hindi summary page). */
export function fetchReceiptPdf(paymentId: string, txnId: string, language: Language) {
  return fetchRouteFile(paymentReceiptPdf, { id: paymentId }, `${txnId}.pdf`, documentLanguageQuery(language));
}
