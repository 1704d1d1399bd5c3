import type { Address } from '@trio/contracts/common';
import type {
  MaintenanceActorRole,
  MaintenanceCategory,
  MaintenancePriority,
  MaintenanceStatus,
} from '@trio/contracts/events/maintenance';
import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import { Schema } from 'mongoose';

export const MAINTENANCE_REQUEST_MODEL = 'MaintenanceRequest';

export interface StoredNote {
  content: string;
  /** The e-mail of the caller who added it. */
  author: string;
  authorId: string;
  timestamp: Date;
}

export interface StoredHistoryEntry {
  from: MaintenanceStatus | null;
  to: MaintenanceStatus;
  /** The e-mail of whoever did it. */
  by: string;
  byId: string;
  role: MaintenanceActorRole;
  at: Date;
}

export interface StoredPhotoVariant {
  objectKey: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

export interface StoredPhoto {
  id: string;
  web: StoredPhotoVariant;
  thumbnail: StoredPhotoVariant;
  uploadedAt: Date;
}

/**
 * One maintenance request (aggregate `maintenance.request`): what the tenant asked, for which lease and home, who
 * answers for it, its status with the history of changes, the notes and up to 5 photos. Notes, history and photos
 * live in the document (small, bounded lists), so every change is one version-checked write with its event.
 */
export interface MaintenanceRequestDocument extends OutboxFields {
  _id: string;
  title: string;
  description: string;
  category: MaintenanceCategory;
  priority: MaintenancePriority;
  status: MaintenanceStatus;
  leaseId: string;
  applicationId: string;
  propertyId: string;
  property: { name: string; address: Address };
  tenantId: string;
  tenant: { firstName: string; lastName: string; email: string };
  /** Who owned and managed the home when the request was made (access follows the live property copy). */
  landlordId: string;
  managerId: string;
  notes: StoredNote[];
  history: StoredHistoryEntry[];
  photos: StoredPhoto[];
  /** photos.length, kept as a number so adding a photo is one conditional write (`< 5`, then +1). */
  photoCount: number;
  submittedAt: Date;
  dueAt: Date;
  updatedAt: Date;
}

const addressShape = { line1: String, locality: String, city: String, state: String, pinCode: String };

export const maintenanceRequestSchema = new Schema<MaintenanceRequestDocument>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    category: { type: String, required: true },
    priority: { type: String, required: true },
    status: { type: String, required: true },
    leaseId: { type: String, required: true },
    applicationId: { type: String, required: true },
    propertyId: { type: String, required: true, index: true },
    property: { name: String, address: addressShape },
    tenantId: { type: String, required: true, index: true },
    tenant: { firstName: String, lastName: String, email: String },
    landlordId: { type: String, required: true, index: true },
    managerId: { type: String, required: true, index: true },
    notes: { type: Schema.Types.Mixed, default: [] },
    history: { type: Schema.Types.Mixed, default: [] },
    photos: { type: Schema.Types.Mixed, default: [] },
    photoCount: { type: Number, default: 0 },
    submittedAt: { type: Date, required: true },
    dueAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'requests' },
);
maintenanceRequestSchema.plugin(withOutbox);
