import type { Language } from '@trio/contracts/common';
import { leaseAgreementPdf } from '@trio/contracts/http/applications';
import { documentLanguageQuery, fetchRouteFile } from '../../../lib/files';

/** GET /trio/leases/{id}/agreement.pdf: the leave-and-licence agreement (for a Hindi reader with a Hindi summary). */
export function fetchLeaseAgreement(leaseId: string, language: Language) {
  return fetchRouteFile(
    leaseAgreementPdf,
    { id: leaseId },
    `lease-agreement-${leaseId}.pdf`,
    documentLanguageQuery(language),
  );
}
