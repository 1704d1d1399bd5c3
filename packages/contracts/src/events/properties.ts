import { z } from 'zod';
import {
  addressSchema,
  geoPointSchema,
  isoDateTimeSchema,
  languageSchema,
  objectIdSchema,
  paiseSchema,
  propertyStatusSchema,
  propertyTypeSchema,
} from '../common';
import { defineEvent, type EventOf } from '../envelope';

/*
 * Events published by the properties service on `properties.listing-request` (aggregate id = listingRequestId) and
 * `properties.property` (aggregate id = propertyId).
 */

export { propertyStatusSchema, propertyTypeSchema, type PropertyStatus, type PropertyType } from '../common';

/** The decisions a property manager can take on an `assigned` listing request; the request's status becomes it. */
export const listingReviewDecisionSchema = z.enum(['approved', 'rejected', 'needs_more_info']);
export type ListingReviewDecision = z.infer<typeof listingReviewDecisionSchema>;

const roomCountSchema = z.int().nonnegative();

// ---------------------------------------------------------------------------------------------------------------
// properties.listing-request
// ---------------------------------------------------------------------------------------------------------------

/**
 * A listing request's address. The dashboard form sends no locality (the service may derive one from the PIN code),
 * so it is optional here and required on a listed property.
 */
export const listingAddressSchema = addressSchema.extend({
  locality: addressSchema.shape.locality.optional(),
});

/** What a landlord asks to list; enough for a mail ("your 2 BHK apartment at …") and for assignment. */
const listingTermsSchema = z.object({
  address: listingAddressSchema,
  propertyType: propertyTypeSchema,
  rentPaise: paiseSchema,
  bedrooms: roomCountSchema,
  bathrooms: roomCountSchema,
});

/** A landlord submitted a listing request; its status is `pending` until a manager is assigned. */
export const listingRequestSubmitted = defineEvent(
  'properties.listing-request.submitted.v1',
  listingTermsSchema.extend({
    listingRequestId: objectIdSchema,
    landlordId: objectIdSchema,
    submittedAt: isoDateTimeSchema,
  }),
);
export type ListingRequestSubmitted = EventOf<typeof listingRequestSubmitted>;

/** The request was given to a property manager (the one with the fewest open requests); status `assigned`. */
export const listingRequestAssigned = defineEvent(
  'properties.listing-request.assigned.v1',
  z.object({
    listingRequestId: objectIdSchema,
    landlordId: objectIdSchema,
    managerId: objectIdSchema,
    address: listingAddressSchema,
    assignedAt: isoDateTimeSchema,
  }),
);
export type ListingRequestAssigned = EventOf<typeof listingRequestAssigned>;

/**
 * The assigned manager decided; the request's status becomes the decision. An approval is followed by
 * `properties.property.listed.v1` for the new property, which names this request.
 */
export const listingRequestReviewed = defineEvent(
  'properties.listing-request.reviewed.v1',
  z.object({
    listingRequestId: objectIdSchema,
    landlordId: objectIdSchema,
    managerId: objectIdSchema,
    decision: listingReviewDecisionSchema,
    /** The manager's review notes, shown to the landlord (and kept in the request's history). */
    notes: z.string().trim().min(1).max(5000).optional(),
    address: listingAddressSchema,
    reviewedAt: isoDateTimeSchema,
  }),
);
export type ListingRequestReviewed = EventOf<typeof listingRequestReviewed>;

/**
 * The assigned manager approved the request (published with `reviewed.v1`, decision `approved`, in the same write):
 * the order to put it on the market. Carries everything the property is made of, so the properties feature creates
 * it from the event alone (with the request's id as the property's id, so a redelivery creates nothing);
 * `properties.property.listed.v1` naming this request follows, and the request becomes `listed` from that.
 */
export const listingRequestApproved = defineEvent(
  'properties.listing-request.approved.v1',
  listingTermsSchema.extend({
    listingRequestId: objectIdSchema,
    landlordId: objectIdSchema,
    managerId: objectIdSchema,
    description: z.string().max(5000),
    leaseType: z.string().trim().min(1).max(40),
    /** As the landlord wrote them (the dashboard's comma-separated text allows long and many). */
    nearbyLandmarks: z.array(z.string().trim().min(1).max(2000)).max(1000),
    /** The request's images in display order; the property shows the first 30. */
    imageIds: z.array(objectIdSchema).max(100),
    /** Carpet area in square feet, when the landlord gave it (issue 16; optional, so v1 consumers are unaffected). */
    squareFeet: z.int().positive().optional(),
    approvedAt: isoDateTimeSchema,
  }),
);
export type ListingRequestApproved = EventOf<typeof listingRequestApproved>;
export type ListingApproval = ListingRequestApproved['data'];

/**
 * The landlord edited a `needs_more_info` request and sent it back; it returns, `assigned`, to the manager who
 * asked. Carries the terms as they are now.
 */
export const listingRequestResubmitted = defineEvent(
  'properties.listing-request.resubmitted.v1',
  listingTermsSchema.extend({
    listingRequestId: objectIdSchema,
    landlordId: objectIdSchema,
    managerId: objectIdSchema,
    resubmittedAt: isoDateTimeSchema,
  }),
);
export type ListingRequestResubmitted = EventOf<typeof listingRequestResubmitted>;

// ---------------------------------------------------------------------------------------------------------------
// properties.property
// ---------------------------------------------------------------------------------------------------------------

/**
 * Everything a projection of a property needs: the search index, favourite cards, the landlord role (users),
 * property headers for applications and maintenance. `properties.property.listed.v1` and `.updated.v1` carry all of
 * it, so a consumer replaces its copy instead of merging.
 */
export const propertySnapshotSchema = z.object({
  propertyId: objectIdSchema,
  landlordId: objectIdSchema,
  /** The manager who answers for the property (name and company come from users.property-manager events). */
  managerId: objectIdSchema,
  name: z.string().trim().min(1),
  address: addressSchema,
  /** Absent until the address is geocoded. */
  location: geoPointSchema.optional(),
  rentPaise: paiseSchema,
  bedrooms: roomCountSchema,
  bathrooms: roomCountSchema,
  squareFeet: z.int().positive().optional(),
  propertyType: propertyTypeSchema,
  status: propertyStatusSchema,
  featured: z.boolean(),
  /** In display order; the first is the card image. */
  imageIds: z.array(objectIdSchema).max(30),
});
export type PropertySnapshot = z.infer<typeof propertySnapshotSchema>;

/** A property appeared on the market: created by an approval (with the request's id) or by the seed. */
export const propertyListed = defineEvent(
  'properties.property.listed.v1',
  propertySnapshotSchema.extend({
    listingRequestId: objectIdSchema.optional(),
    listedAt: isoDateTimeSchema,
  }),
);
export type PropertyListed = EventOf<typeof propertyListed>;

export const propertySnapshotFields = propertySnapshotSchema.keyof();
export type PropertySnapshotField = z.infer<typeof propertySnapshotFields>;

/**
 * Anything about a listed property changed except its status alone: rent, images, featured flag, location,
 * manager. Whole snapshot after the change; `changedFields` names what moved.
 */
export const propertyUpdated = defineEvent(
  'properties.property.updated.v1',
  propertySnapshotSchema.extend({
    changedFields: z.array(propertySnapshotFields.exclude(['propertyId', 'landlordId'])).min(1),
    updatedAt: isoDateTimeSchema,
  }),
);
export type PropertyUpdated = EventOf<typeof propertyUpdated>;

/**
 * The property became occupied (a lease started; `leaseId` names it) or available again. Projections set the status;
 * everything else about the property is unchanged.
 */
export const propertyStatusChanged = defineEvent(
  'properties.property.status-changed.v1',
  z
    .object({
      propertyId: objectIdSchema,
      landlordId: objectIdSchema,
      previousStatus: propertyStatusSchema,
      status: propertyStatusSchema,
      /** The lease (applications.lease) that caused the change, when one did. */
      leaseId: objectIdSchema.optional(),
      changedAt: isoDateTimeSchema,
    })
    .refine((data) => data.status !== data.previousStatus, {
      message: 'status must differ from previousStatus',
      path: ['status'],
    }),
);
export type PropertyStatusChanged = EventOf<typeof propertyStatusChanged>;

// ---------------------------------------------------------------------------------------------------------------
// properties.saved-search
// ---------------------------------------------------------------------------------------------------------------

/** How a saved search's owner hears of new matches: one e-mail each, or one line in the 08:00 IST digest. */
export const savedSearchFrequencySchema = z.enum(['instant', 'daily']);
export type SavedSearchFrequency = z.infer<typeof savedSearchFrequencySchema>;

/** The matched home as the alert shows it. */
export const savedSearchMatchPropertySchema = z.object({
  propertyId: objectIdSchema,
  name: z.string().min(1),
  rentPaise: paiseSchema,
  address: z.object({ line1: z.string(), locality: z.string(), city: z.string() }),
  /** The card image, or null when the home has none. */
  imageId: objectIdSchema.nullable(),
});
export type SavedSearchMatchProperty = z.infer<typeof savedSearchMatchPropertySchema>;

/**
 * A newly listed home matches an active saved search (found by percolating the home against the saved searches'
 * queries, built by the search's own query builder). Published once per (saved search, home), however often the
 * listing is redelivered. The aggregate is the match itself (`matchId`, its one event at version 1): matches of one
 * saved search need no order among them, and recording one takes no write to the saved search.
 * The notifications service tells the owner: an e-mail now (`instant`) or a line in the next digest (`daily`).
 */
export const savedSearchMatched = defineEvent(
  'properties.saved-search.matched.v1',
  z.object({
    /** `<savedSearchId>:<propertyId>`: the match, once per saved search and home (the event's aggregate). */
    matchId: z.string().regex(/^[0-9a-f]{24}:[0-9a-f]{24}$/),
    savedSearchId: objectIdSchema,
    /** The user who saved the search. */
    ownerId: objectIdSchema,
    /** The saved search's name, as its owner gave it. */
    name: z.string().min(1).max(80),
    frequency: savedSearchFrequencySchema,
    property: savedSearchMatchPropertySchema,
    matchedAt: isoDateTimeSchema,
    /**
     * Signed by the properties service for this saved search: the alert's one-click unsubscribe link carries it
     * (`POST /trio/saved-searches/:id/unsubscribe?token=…` pauses the saved search without signing in).
     */
    unsubscribeToken: z.string().min(1).max(200),
  }),
);
export type SavedSearchMatched = EventOf<typeof savedSearchMatched>;

// ---------------------------------------------------------------------------------------------------------------
// properties.area-interest
// ---------------------------------------------------------------------------------------------------------------

/**
 * The first home listed in an area someone asked to hear about ("Get Notified" on the empty search, with an
 * e-mail): published once per recorded interest, which is then served (no second e-mail for the same area). The
 * aggregate is the interest. The notifications service mails the person the home and a link to search the area.
 */
export const areaInterestServed = defineEvent(
  'properties.area-interest.served.v1',
  z.object({
    interestId: z.string().min(1).max(100),
    email: z.string().email(),
    /** The area as the person typed it. */
    area: z.string().min(1).max(120),
    /** The language the page was shown in when they asked (absent: asked before it was kept, English). */
    language: languageSchema.optional(),
    property: savedSearchMatchPropertySchema,
    servedAt: isoDateTimeSchema,
  }),
);
export type AreaInterestServed = EventOf<typeof areaInterestServed>;

export const propertiesEvents = [
  listingRequestSubmitted,
  listingRequestAssigned,
  listingRequestReviewed,
  listingRequestApproved,
  listingRequestResubmitted,
  propertyListed,
  propertyUpdated,
  propertyStatusChanged,
  savedSearchMatched,
  areaInterestServed,
] as const;
