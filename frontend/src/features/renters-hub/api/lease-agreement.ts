import { leaseAgreementPdf } from '@trio/contracts/http/applications';
import { fetchRouteFile } from '../../../lib/files';

/** GET /trio/leases/{id}/agreement.pdf: the leave-and-licence agreement. */
export function fetchLeaseAgreement(leaseId: string) {
  return fetchRouteFile(leaseAgreementPdf, { id: leaseId }, `lease-agreement-${leaseId}.pdf`);
}
