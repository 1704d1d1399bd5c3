import {
  maintenanceRequestCreated,
  maintenanceRequestNoteAdded,
  maintenanceRequestStatusChanged,
  type MaintenanceStatus,
} from '@trio/contracts/events/maintenance';
import { defineCopy, upsertFrom } from '@trio/service-kit/events';

/**
 * This service's copy of maintenance requests (maintenance.request events), for their conversations: which lease and
 * home a request is about, its tenant, its title and whether it is still open. Every event carries the whole record.
 */
export interface RepairCopy {
  _id: string;
  version: number;
  leaseId: string;
  propertyId: string;
  tenantId: string;
  title: string;
  status: MaintenanceStatus;
}

export const repairCopy = defineCopy<RepairCopy>({
  name: 'Repair',
  collection: 'repairs',
  fields: {
    leaseId: { type: String, required: true },
    propertyId: { type: String, required: true },
    tenantId: { type: String, required: true, index: true },
    title: { type: String, required: true },
    status: { type: String, required: true },
  },
  from: [
    upsertFrom(
      [maintenanceRequestCreated, maintenanceRequestStatusChanged, maintenanceRequestNoteAdded],
      (request) => ({
        id: request.requestId,
        fields: {
          leaseId: request.leaseId,
          propertyId: request.propertyId,
          tenantId: request.tenant.userId,
          title: request.title,
          status: request.status,
        },
      }),
    ),
  ],
});
