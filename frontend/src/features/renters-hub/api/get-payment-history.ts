import { queryOptions } from '@tanstack/react-query';
import { paymentHistory } from '@trio/contracts/http/payments';
import { callRoute } from '../../../lib/api-client';

/** GET /trio/payments/history/{uid}: the caller's payments, newest first (the Payment History tab). */
export function paymentHistoryQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['payments', 'history', uid] as const,
    queryFn: ({ signal }) => callRoute(paymentHistory, { params: { uid }, signal }),
    select: (answer) => answer.payments,
  });
}
