import { z } from 'zod';
import { addressSchema, isoDateTimeSchema, objectIdSchema } from '../common';
import { defineEvent, type EventOf } from '../envelope';

/*
 * Events published by the maintenance service on `maintenance.request` (aggregate id = the request id). Each carries
 * what the notifications issue's e-mails need: the request (title, category, priority, status, its response target),
 * the home, the tenant who asked, the landlord and the manager who answer for it (with their e-mails when the
 * service knows them), and who did what.
 */

/** Spec 001 §4 "Maintenance": the statuses, in the order a request usually goes through them. */
export const maintenanceStatusSchema = z.enum(['pending', 'in_progress', 'completed', 'cancelled']);
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

/** Spec 001 §4: the status labels the screens show. */
export const MAINTENANCE_STATUS_LABELS: Readonly<Record<MaintenanceStatus, string>> = Object.freeze({
  pending: 'Submitted',
  in_progress: 'In Progress',
  completed: 'Resolved',
  cancelled: 'Rejected',
});

export const maintenancePrioritySchema = z.enum(['low', 'medium', 'high', 'urgent']);
export type MaintenancePriority = z.infer<typeof maintenancePrioritySchema>;

export const maintenanceCategorySchema = z.enum([
  'general',
  'plumbing',
  'electrical',
  'hvac',
  'appliance',
  'structural',
]);
export type MaintenanceCategory = z.infer<typeof maintenanceCategorySchema>;

/** Who acted on a request, as the request sees them. */
export const maintenanceActorRoleSchema = z.enum(['tenant', 'landlord', 'property_manager']);
export type MaintenanceActorRole = z.infer<typeof maintenanceActorRoleSchema>;

/**
 * How soon a request should be answered, by priority (the home page's "handled promptly", made measurable): urgent
 * 4 hours, high 24 hours, medium 3 days, low 7 days from submission. A request still `pending` or `in_progress` past
 * its due time is overdue.
 */
export const MAINTENANCE_RESPONSE_TARGET_HOURS: Readonly<Record<MaintenancePriority, number>> = Object.freeze({
  urgent: 4,
  high: 24,
  medium: 72,
  low: 168,
});

/** When a request submitted at `submittedAt` with `priority` is due. */
export function maintenanceDueAt(submittedAt: Date, priority: MaintenancePriority): Date {
  return new Date(submittedAt.getTime() + MAINTENANCE_RESPONSE_TARGET_HOURS[priority] * 3_600_000);
}

/** Whether a request is overdue at `now`: still open (pending or in progress) after its due time. */
export function isMaintenanceOverdue(status: MaintenanceStatus, dueAt: Date, now: Date): boolean {
  return (status === 'pending' || status === 'in_progress') && now.getTime() > dueAt.getTime();
}

const personSchema = z.object({
  userId: objectIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
});

/** Who acted: their user id, e-mail (the spec's note author) and role towards this request. */
const actorSchema = z.object({
  userId: objectIdSchema,
  email: z.email(),
  role: maintenanceActorRoleSchema,
});

/** The request, its home and its people, as every maintenance.request event carries them. */
const requestFactsSchema = z.object({
  requestId: objectIdSchema,
  title: z.string().trim().min(1),
  category: maintenanceCategorySchema,
  priority: maintenancePrioritySchema,
  status: maintenanceStatusSchema,
  leaseId: objectIdSchema,
  applicationId: objectIdSchema,
  propertyId: objectIdSchema,
  property: z.object({ name: z.string().trim().min(1), address: addressSchema }),
  tenant: personSchema,
  landlordId: objectIdSchema,
  /** The landlord's e-mail, when the service knows it (users.user events). */
  landlordEmail: z.email().optional(),
  managerId: objectIdSchema,
  /** The manager's e-mail, when the service knows it. */
  managerEmail: z.email().optional(),
  submittedAt: isoDateTimeSchema,
  /** submittedAt + the priority's response target. */
  dueAt: isoDateTimeSchema,
});

/** A tenant with an active lease submitted a request (status `pending`). The landlord and manager are told. */
export const maintenanceRequestCreated = defineEvent(
  'maintenance.request.created.v1',
  requestFactsSchema.extend({
    description: z.string().trim().min(1),
  }),
);
export type MaintenanceRequestCreated = EventOf<typeof maintenanceRequestCreated>;

/**
 * The landlord or manager changed the status (any to any other, spec 001 §4), or the tenant cancelled their own
 * request while it was still `pending` (`changedBy.role` = `tenant`). The tenant is told.
 */
export const maintenanceRequestStatusChanged = defineEvent(
  'maintenance.request.status-changed.v1',
  requestFactsSchema.extend({
    previousStatus: maintenanceStatusSchema,
    changedBy: actorSchema,
    changedAt: isoDateTimeSchema,
  }),
);
export type MaintenanceRequestStatusChanged = EventOf<typeof maintenanceRequestStatusChanged>;

/** Someone who may see the request added a note; the author is the caller's e-mail (never the body's word). */
export const maintenanceRequestNoteAdded = defineEvent(
  'maintenance.request.note-added.v1',
  requestFactsSchema.extend({
    note: z.object({
      content: z.string().trim().min(1),
      author: z.email(),
      timestamp: isoDateTimeSchema,
    }),
    addedBy: actorSchema,
  }),
);
export type MaintenanceRequestNoteAdded = EventOf<typeof maintenanceRequestNoteAdded>;

export const maintenanceEvents = [
  maintenanceRequestCreated,
  maintenanceRequestStatusChanged,
  maintenanceRequestNoteAdded,
] as const;
