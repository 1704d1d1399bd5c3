import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@trio/contracts/common';
import {
  answerDepositDeduction,
  depositStatementPdf,
  leaseDeposit,
  recordDepositInspection,
  settleDeposit,
  uploadInspectionPhoto,
  type Deposit,
  type DepositInspectionBody,
} from '@trio/contracts/http/payments';
import { callRoute } from '../../lib/api-client';
import { documentLanguageQuery, fetchRouteFile } from '../../lib/files';

/*
 * A lease's security deposit at move-out (issue 30): read by the renter, the landlord and the manager; the manager
 * records the inspection and settles, the renter answers each deduction. Amounts are the server's.
 */

export const depositKey = (leaseId: string) => ['deposit', leaseId] as const;

/** GET /trio/leases/{id}/deposit */
export function depositQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: depositKey(leaseId),
    queryFn: ({ signal }) => callRoute(leaseDeposit, { params: { id: leaseId }, signal }),
  });
}

/** Every change answers the deposit as it now is: the query takes it. */
function useDepositChange<V>(leaseId: string, change: (variables: V) => Promise<Deposit>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (deposit) => queryClient.setQueryData(depositKey(leaseId), deposit),
  });
}

/** POST …/deductions/{deductionId}/answer (the renter). */
export function useAnswerDeduction(leaseId: string) {
  return useDepositChange(leaseId, (v: { deductionId: string; answer: 'accept' | 'dispute'; note: string }) =>
    callRoute(answerDepositDeduction, {
      params: { id: leaseId, deductionId: v.deductionId },
      body: { answer: v.answer, note: v.note },
    }),
  );
}

/** PUT …/inspection (the manager). */
export function useRecordInspection(leaseId: string) {
  return useDepositChange(leaseId, (body: DepositInspectionBody) =>
    callRoute(recordDepositInspection, { params: { id: leaseId }, body }),
  );
}

/** POST …/inspection/photos?room= (the manager, multipart): one photo of a room of the recorded inspection. */
export function useAddInspectionPhoto(leaseId: string) {
  return useDepositChange(leaseId, ({ room, photo }: { room: string; photo: File }) => {
    const form = new FormData();
    form.append('file', photo, photo.name);
    return callRoute(uploadInspectionPhoto, { params: { id: leaseId }, query: { room }, body: form });
  });
}

/** POST …/settle (the manager). */
export function useSettleDeposit(leaseId: string) {
  return useDepositChange(leaseId, () => callRoute(settleDeposit, { params: { id: leaseId } }));
}

/** GET …/statement.pdf (for a Hindi reader with a Hindi summary page). */
export function fetchDepositStatement(leaseId: string, language: Language) {
  return fetchRouteFile(
    depositStatementPdf,
    { id: leaseId },
    `deposit-${leaseId}.pdf`,
    documentLanguageQuery(language),
  );
}
