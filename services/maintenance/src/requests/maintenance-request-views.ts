import {
  isMaintenanceOverdue,
  MAINTENANCE_RESPONSE_TARGET_HOURS,
  MAINTENANCE_STATUS_LABELS,
  type MaintenanceRequest,
} from '@trio/contracts/http/maintenance';
import { storedImageView } from '@trio/service-kit/images';
import type { MaintenanceRequestDocument } from './maintenance-request.schema';

/** Where a request's photo is served (the caller's token is needed). */
export function photoUrl(requestId: string, photoId: string): string {
  return `/trio/maintenance/${requestId}/photos/${photoId}`;
}

/** A request as everyone who may see it reads it; `overdue` is computed at `now`. */
export function maintenanceRequestView(doc: MaintenanceRequestDocument, now: Date): MaintenanceRequest {
  const address = doc.property.address;
  return {
    _id: doc._id,
    title: doc.title,
    description: doc.description,
    category: doc.category,
    status: doc.status,
    statusLabel: MAINTENANCE_STATUS_LABELS[doc.status],
    priority: doc.priority,
    submittedDate: new Date(doc.submittedAt).toISOString(),
    dueAt: new Date(doc.dueAt).toISOString(),
    responseTargetHours: MAINTENANCE_RESPONSE_TARGET_HOURS[doc.priority],
    overdue: isMaintenanceOverdue(doc.status, new Date(doc.dueAt), now),
    propertyId: {
      _id: doc.propertyId,
      name: doc.property.name,
      address: { street: address.line1, city: address.city, state: address.state, zipCode: address.pinCode },
    },
    rentalApplicationId: {
      _id: doc.applicationId,
      firstName: doc.tenant.firstName,
      lastName: doc.tenant.lastName,
    },
    leaseId: doc.leaseId,
    userId: doc.tenantId,
    tenant: { ...doc.tenant },
    notes: (doc.notes ?? []).map((note) => ({
      content: note.content,
      author: note.author,
      timestamp: new Date(note.timestamp).toISOString(),
    })),
    history: (doc.history ?? []).map((entry) => ({
      from: entry.from,
      to: entry.to,
      by: entry.by,
      role: entry.role,
      at: new Date(entry.at).toISOString(),
    })),
    photos: (doc.photos ?? []).map((photo) => ({
      id: photo.id,
      ...storedImageView(photoUrl(doc._id, photo.id), photo),
    })),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}
