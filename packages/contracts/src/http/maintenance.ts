import { z } from 'zod';
import {
  maintenanceActorRoleSchema,
  maintenanceCategorySchema,
  maintenancePrioritySchema,
  maintenanceStatusSchema,
} from '../events/maintenance';
import { privatePhotoSchema } from '../common';
import { propertyAddressSchema } from './properties';
import { defineRoute, SIGNED_IN } from './route';

/*
 * The maintenance service's HTTP API (spec 001 §2 Renters Hub / Landlord Hub / Property Manager Hub maintenance tabs,
 * §3 "Maintenance request", §4 "Maintenance", §5, §6, §7, §8): a tenant with an active lease submits a request for
 * their home; its landlord and its manager follow it, change its status and add notes; the tenant reads both.
 * Beyond the spec: up to 5 photos per request, response targets by priority (due time, overdue flag), the tenant's
 * cancel while a request is still pending, and a status history.
 */

export {
  isMaintenanceOverdue,
  MAINTENANCE_RESPONSE_TARGET_HOURS,
  MAINTENANCE_STATUS_LABELS,
  maintenanceActorRoleSchema,
  maintenanceCategorySchema,
  maintenanceDueAt,
  maintenancePrioritySchema,
  maintenanceStatusSchema,
  type MaintenanceActorRole,
  type MaintenanceCategory,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '../events/maintenance';

/** Bounds of the form's text fields (spec 001 §5 shows none; a real product has them). */
export const MAINTENANCE_TITLE_MAX = 120;
export const MAINTENANCE_DESCRIPTION_MAX = 2000;
export const MAINTENANCE_NOTE_MAX = 1000;
/** At most this many photos per request. */
export const MAX_MAINTENANCE_PHOTOS = 5;
/** The spec's message when the caller has no active lease on the home (spec 001 §5). */
export const NO_ACTIVE_RENTAL_MESSAGE = 'No active rental found';

const oneOf = (field: string, values: readonly string[]) => ({
  error: `${field} must be one of ${values.join(', ')}.`,
});

// ---------------------------------------------------------------------------------------------------------------
// Request shapes
// ---------------------------------------------------------------------------------------------------------------

/**
 * The spec's create payload. `priority` defaults to medium and `category` to general (spec 001 §4). `propertyId` is
 * the home; `rentalApplicationId` (the Renters Hub's rental: its application, or its lease) and `userId` (the
 * caller's user id or uid) are checked against the caller's active lease when given.
 */
export const createMaintenanceBodySchema = z.object({
  title: z
    .string({ error: 'title is required.' })
    .trim()
    .min(1, 'title is required.')
    .max(MAINTENANCE_TITLE_MAX, `title must be at most ${MAINTENANCE_TITLE_MAX} characters.`),
  description: z
    .string({ error: 'description is required.' })
    .trim()
    .min(1, 'description is required.')
    .max(MAINTENANCE_DESCRIPTION_MAX, `description must be at most ${MAINTENANCE_DESCRIPTION_MAX} characters.`),
  priority: z
    .enum(maintenancePrioritySchema.options, oneOf('priority', maintenancePrioritySchema.options))
    .default('medium'),
  category: z
    .enum(maintenanceCategorySchema.options, oneOf('category', maintenanceCategorySchema.options))
    .default('general'),
  propertyId: z.string({ error: 'propertyId is required.' }).trim().min(1, 'propertyId is required.'),
  rentalApplicationId: z.string().trim().optional(),
  userId: z.string().trim().optional(),
});
export type CreateMaintenanceBody = z.input<typeof createMaintenanceBodySchema>;

/**
 * The spec's two PUT bodies: `{status}` (the landlord or manager: any status to any other; the tenant: only
 * `cancelled`, only while `pending`) or `{note, author}` (anyone who sees the request; the author is always the
 * caller's e-mail, whatever the body says).
 */
export const updateMaintenanceBodySchema = z
  .object({
    status: z.enum(maintenanceStatusSchema.options, oneOf('status', maintenanceStatusSchema.options)).optional(),
    note: z
      .string()
      .trim()
      .min(1, 'note must not be empty.')
      .max(MAINTENANCE_NOTE_MAX, `note must be at most ${MAINTENANCE_NOTE_MAX} characters.`)
      .optional(),
    /** Ignored: the author is the caller. */
    author: z.unknown().optional(),
  })
  .refine((body) => (body.status === undefined) !== (body.note === undefined), {
    message: 'Send either status or note.',
    path: ['status'],
  });
export type UpdateMaintenanceBody = z.input<typeof updateMaintenanceBodySchema>;

/** One photo, multipart: the `file` part. */
export const uploadMaintenancePhotoBodySchema = z.object({ file: z.file() });

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

export const maintenanceNoteSchema = z.object({
  content: z.string(),
  /** The e-mail of whoever added it (spec 001 §6: the hub's user e-mail). */
  author: z.string(),
  /** ISO */
  timestamp: z.string(),
});
export type MaintenanceNote = z.output<typeof maintenanceNoteSchema>;

/** One status change: who changed what, when. The first entry is the submission (`from` null, `to` pending). */
export const maintenanceHistoryEntrySchema = z.object({
  from: maintenanceStatusSchema.nullable(),
  to: maintenanceStatusSchema,
  /** The e-mail of whoever did it. */
  by: z.string(),
  role: maintenanceActorRoleSchema,
  /** ISO */
  at: z.string(),
});
export type MaintenanceHistoryEntry = z.output<typeof maintenanceHistoryEntrySchema>;

/** One photo of a request. */
export const maintenancePhotoSchema = privatePhotoSchema;
export type MaintenancePhoto = z.output<typeof maintenancePhotoSchema>;

/** A maintenance request (spec 001 §3) as everyone who may see it reads it. */
export const maintenanceRequestSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: maintenanceCategorySchema,
  status: maintenanceStatusSchema,
  /** Submitted, In Progress, Resolved, Rejected (spec 001 §4). */
  statusLabel: z.string(),
  priority: maintenancePrioritySchema,
  /** ISO */
  submittedDate: z.string(),
  /** ISO: submittedDate + the priority's response target. */
  dueAt: z.string(),
  responseTargetHours: z.int(),
  /** Still pending or in progress after dueAt. */
  overdue: z.boolean(),
  /** The spec's populated property: its id and address. */
  propertyId: z.object({ _id: z.string(), name: z.string(), address: propertyAddressSchema }),
  /** The spec's populated application: the tenant's names as on the application. */
  rentalApplicationId: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  leaseId: z.string(),
  /** The tenant's user id. */
  userId: z.string(),
  tenant: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  notes: z.array(maintenanceNoteSchema),
  history: z.array(maintenanceHistoryEntrySchema),
  photos: z.array(maintenancePhotoSchema),
  /** ISO */
  updatedAt: z.string(),
});
export type MaintenanceRequest = z.output<typeof maintenanceRequestSchema>;

export const createMaintenanceAnswerSchema = z.object({ success: z.literal(true), request: maintenanceRequestSchema });
export type CreateMaintenanceAnswer = z.output<typeof createMaintenanceAnswerSchema>;

export const myMaintenanceAnswerSchema = z.object({
  success: z.literal(true),
  requests: z.array(maintenanceRequestSchema),
});
export type MyMaintenanceAnswer = z.output<typeof myMaintenanceAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

const maintenance = ['maintenance'];
const idParams = z.object({ id: z.string().describe('The maintenance request id.') });

export const createMaintenanceRequest = defineRoute({
  method: 'POST',
  path: '/trio/maintenance/create',
  access: SIGNED_IN,
  summary: 'Submit a maintenance request for the home the caller rents (an active lease on propertyId)',
  description:
    'No active lease of the caller on that property → 409 NO_ACTIVE_RENTAL ("No active rental found"). Unknown ' +
    'priority or category → 400 naming the field. More than MAINTENANCE_REQUESTS_PER_WINDOW (5) requests of one ' +
    'tenant within MAINTENANCE_REQUEST_WINDOW_MINUTES (10) → 429 RATE_LIMITED with retry-after.',
  tags: maintenance,
  body: createMaintenanceBodySchema,
  answer: { status: 201, schema: createMaintenanceAnswerSchema },
  problems: ['FORBIDDEN', 'NO_ACTIVE_RENTAL', 'RATE_LIMITED'],
});

export const myMaintenanceRequests = defineRoute({
  method: 'GET',
  path: '/trio/maintenance/user/:uid',
  access: SIGNED_IN,
  summary: 'The caller’s own maintenance requests, newest first',
  tags: maintenance,
  params: z.object({ uid: z.string().describe('The user id or uid of the caller.') }),
  answer: { status: 200, schema: myMaintenanceAnswerSchema },
  problems: ['FORBIDDEN'],
});

export const landlordMaintenanceRequests = defineRoute({
  method: 'GET',
  path: '/trio/maintenance/landlord/:userId',
  access: SIGNED_IN,
  summary: 'The maintenance requests of the caller’s own properties, newest first',
  tags: maintenance,
  params: z.object({ userId: z.string().describe('The landlord’s user id (the caller).') }),
  answer: { status: 200, schema: z.array(maintenanceRequestSchema) },
  problems: ['FORBIDDEN'],
});

export const managerMaintenanceRequests = defineRoute({
  method: 'GET',
  path: '/trio/maintenance/property-manager/:id',
  access: SIGNED_IN,
  summary: 'The maintenance requests of the properties the caller manages, newest first',
  tags: maintenance,
  params: z.object({ id: z.string().describe('The caller’s property-manager record id.') }),
  answer: { status: 200, schema: z.array(maintenanceRequestSchema) },
  problems: ['FORBIDDEN'],
});

export const updateMaintenanceRequest = defineRoute({
  method: 'PUT',
  path: '/trio/maintenance/:id',
  access: SIGNED_IN,
  summary: 'Change the status (landlord or manager of the home; the tenant may cancel while pending) or add a note',
  description:
    '`{status}`: any status to any other (spec 001 §4); the tenant only `cancelled`, only while `pending` ' +
    '(409 NOT_CANCELLABLE otherwise). `{note, author}`: the author is the caller’s e-mail, whatever the body says.',
  tags: maintenance,
  params: idParams,
  body: updateMaintenanceBodySchema,
  answer: { status: 200, schema: maintenanceRequestSchema },
  problems: ['FORBIDDEN', 'NOT_FOUND', 'NOT_CANCELLABLE', 'CONFLICT'],
});

export const uploadMaintenancePhoto = defineRoute({
  method: 'POST',
  path: '/trio/maintenance/:id/photos',
  access: SIGNED_IN,
  summary: 'Add one photo (multipart: file) to the caller’s own request; at most 5',
  description:
    'JPEG, PNG or WebP by content (UNSUPPORTED_IMAGE_TYPE otherwise), at most 10 MB (IMAGE_TOO_LARGE), the same ' +
    'checks and storage as property images; a sixth photo → 409 TOO_MANY_PHOTOS.',
  tags: maintenance,
  params: idParams,
  body: uploadMaintenancePhotoBodySchema,
  bodyType: 'multipart',
  answer: { status: 201, schema: maintenanceRequestSchema },
  problems: [
    'FORBIDDEN',
    'NOT_FOUND',
    'UNSUPPORTED_MEDIA_TYPE',
    'UNSUPPORTED_IMAGE_TYPE',
    'IMAGE_TOO_LARGE',
    'TOO_MANY_PHOTOS',
    'PAYLOAD_TOO_LARGE',
  ],
});

export const maintenancePhoto = defineRoute({
  method: 'GET',
  path: '/trio/maintenance/:id/photos/:photoId',
  access: SIGNED_IN,
  summary: 'A photo of a request (web size; `?variant=thumbnail`), for whoever may see the request',
  tags: maintenance,
  params: z.object({ id: z.string(), photoId: z.string() }),
  query: z.object({
    variant: z.string().optional().describe('`thumbnail` for the thumbnail; the web size otherwise.'),
  }),
  answer: { status: 200, mediaType: 'image/*', description: 'The photo’s bytes (private: not cached by proxies).' },
  problems: ['FORBIDDEN', 'NOT_FOUND'],
});

/** Every route of the maintenance service. */
export const maintenanceRoutes = [
  createMaintenanceRequest,
  myMaintenanceRequests,
  landlordMaintenanceRequests,
  managerMaintenanceRequests,
  updateMaintenanceRequest,
  uploadMaintenancePhoto,
  maintenancePhoto,
] as const;
