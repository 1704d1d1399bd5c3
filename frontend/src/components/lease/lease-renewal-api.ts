import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  acceptLeaseRenewal,
  declineLeaseRenewal,
  giveLeaseNotice,
  offerLeaseRenewal,
  type LeaseNoticeBody,
  type RenewalOfferBody,
} from '@trio/contracts/http/applications';
import { callRoute } from '../../lib/api-client';

/*
 * Issue 30, the lease's renewal and notice (the Renters Hub and the Property Manager Hub): each call answers the
 * lease as it now is; the screen's own query (`refresh`) is read again afterwards.
 */

/** POST /trio/leases/{id}/renewal-offer (the manager): a new end date and rent; the increase is the server's. */
export const offerRenewal = (leaseId: string, body: RenewalOfferBody) =>
  callRoute(offerLeaseRenewal, { params: { id: leaseId }, body });

/** POST /trio/leases/{id}/renewal-offer/accept|decline (the tenant). */
export const answerRenewal = (leaseId: string, answer: 'accept' | 'decline') =>
  callRoute(answer === 'accept' ? acceptLeaseRenewal : declineLeaseRenewal, { params: { id: leaseId } });

/** POST /trio/leases/{id}/notice (the tenant or the manager). */
export const giveNotice = (leaseId: string, body: LeaseNoticeBody) =>
  callRoute(giveLeaseNotice, { params: { id: leaseId }, body });

function useLeaseMutation<V>(run: (variables: V) => Promise<unknown>, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

export const useOfferRenewal = (refresh: QueryKey) =>
  useLeaseMutation((v: { leaseId: string; body: RenewalOfferBody }) => offerRenewal(v.leaseId, v.body), refresh);

export const useAnswerRenewal = (refresh: QueryKey) =>
  useLeaseMutation(
    (v: { leaseId: string; answer: 'accept' | 'decline' }) => answerRenewal(v.leaseId, v.answer),
    refresh,
  );

export const useGiveNotice = (refresh: QueryKey) =>
  useLeaseMutation((v: { leaseId: string; body: LeaseNoticeBody }) => giveNotice(v.leaseId, v.body), refresh);
