import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  listingRequestApproved,
  listingRequestAssigned,
  listingRequestResubmitted,
  listingRequestReviewed,
  listingRequestSubmitted,
  type ListingApproval,
} from '@trio/contracts/events/properties';
import { ConcurrentWriteError, draft, OutboxWriter, retryOnConcurrentWrite } from '@trio/service-kit/events';
import { Types, type Model } from 'mongoose';
import { ManagersService } from '../copies/managers.service';
import { missingRequiredCategories } from '../media/media-categories';
import { MediaService } from '../media/media.service';
import type { ListingRequestInput, ReviewInput } from './listing-request.input';
import {
  LISTING_REQUEST_MODEL,
  OPEN_STATUSES,
  type ListingHistoryEntry,
  type ListingRequestDocument,
} from './listing-request.schema';
import {
  changedMeanwhile,
  imagesNotUploaded,
  listingRequestNotFound as notFound,
  notInState,
} from './listing-requests.exception';

function termsOf(
  request: Pick<ListingRequestDocument, 'address' | 'propertyType' | 'rentPaise' | 'bedrooms' | 'bathrooms'>,
) {
  return {
    address: request.address,
    propertyType: request.propertyType,
    rentPaise: request.rentPaise,
    bedrooms: request.bedrooms,
    bathrooms: request.bathrooms,
  };
}

/** The fields a landlord writes, as a submission and a resubmission store them (images are handled by each). */
function listingFieldsOf(input: ListingRequestInput) {
  return {
    address: input.address,
    description: input.description,
    propertyType: input.propertyType,
    rentPaise: input.rentPaise,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    squareFeet: input.squareFeet,
    leaseType: input.leaseType,
    nearbyLandmarks: input.nearbyLandmarks,
  };
}

/** What the properties feature needs to list an approved request: the approval event's data. */
export function approvalOf(request: ListingRequestDocument, managerId: string, approvedAt: Date): ListingApproval {
  return {
    ...termsOf(request),
    listingRequestId: request._id,
    landlordId: request.landlordId,
    managerId,
    description: request.description,
    leaseType: request.leaseType,
    nearbyLandmarks: request.nearbyLandmarks,
    imageIds: request.imageIds,
    ...(request.squareFeet ? { squareFeet: request.squareFeet } : {}),
    approvedAt: approvedAt.toISOString(),
  };
}

/** The pool does not hold a manager yet (its event is applied by the managers feature); the caller retries. */
export class ManagerNotYetKnownError extends Error {
  constructor(readonly managerId: string) {
    super(`manager ${managerId} is not in the assignment pool yet`);
    this.name = 'ManagerNotYetKnownError';
  }
}

/**
 * The listing-request workflow (spec 001 §4): submitted `pending`, assigned automatically to the manager with the
 * fewest open requests (`assigned`); only that manager reviews, and only an `assigned` request: approve (the property
 * is created and the request becomes `listed`), reject, or needs_more_info, after which the landlord may edit and
 * resubmit it to the same manager. Every change is one document write carrying its event.
 *
 * Approval is a chain of events, so a crash between steps resumes instead of stranding the request: the review
 * writes `approved` with properties.listing-request.approved.v1; the properties feature creates the property from
 * that event (with the request's id, idempotently) and publishes properties.property.listed.v1; `markListed` then
 * makes the request `listed` from that event.
 */
@Injectable()
export class ListingRequestsService {
  constructor(
    @InjectModel(LISTING_REQUEST_MODEL) private readonly requests: Model<ListingRequestDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(ManagersService) private readonly managers: ManagersService,
    @Inject(MediaService) private readonly media: MediaService,
  ) {}

  findById(id: string) {
    return this.requests.findById(id).lean();
  }

  listForLandlord(landlordId: string) {
    return this.requests.find({ landlordId }).sort({ createdAt: -1, _id: -1 }).lean();
  }

  listForManager(managerId: string) {
    return this.requests.find({ managerId }).sort({ createdAt: -1, _id: -1 }).lean();
  }

  /**
   * Records a new request (`pending`) and assigns it. `{ assign: false }` leaves it pending: only the demo seed uses
   * it, since `pending` is otherwise unreachable while any manager exists.
   *
   * A request sent as a draft (the SPA's flow: its photos follow in a second step) is kept as `draft` with no event:
   * nobody but its landlord hears of it (no manager, no e-mail, not in any manager's list) until its photos are
   * complete (`setImages`), when it is submitted and assigned like any other.
   */
  async submit(
    landlordId: string,
    input: ListingRequestInput,
    options: { assign?: boolean } = {},
  ): Promise<ListingRequestDocument> {
    const now = new Date();
    const draftOnly = input.draft === true;
    const request: ListingRequestDocument = {
      _id: new Types.ObjectId().toHexString(),
      landlordId,
      managerId: null,
      status: draftOnly ? 'draft' : 'pending',
      ...listingFieldsOf(input),
      imageIds: input.imageIds,
      history: [{ at: now, by: landlordId, action: draftOnly ? 'drafted' : 'submitted' }],
      createdAt: now,
      updatedAt: now,
      version: 0,
      outbox: [],
      outboxPending: 0,
    };
    if (draftOnly) {
      await this.outbox.create(this.requests, request, []);
      return request;
    }
    await this.outbox.create(this.requests, request, [this.submittedEvent(request, now)]);
    if (options.assign === false) return request;
    return (await this.assign(request._id)) ?? request;
  }

  /** properties.listing-request.submitted.v1: the request exists for the workflow (sent once per request). */
  private submittedEvent(request: ListingRequestDocument, at: Date) {
    return draft(listingRequestSubmitted, {
      ...termsOf(request),
      listingRequestId: request._id,
      landlordId: request.landlordId,
      submittedAt: at.toISOString(),
    });
  }

  /**
   * The landlord deletes a draft (a request whose photos never came), with the images uploaded for it. Nobody else
   * heard of a draft, so its deletion tells nobody either. Another landlord's request, or an unknown one → 404.
   */
  async deleteDraft(id: string, landlordId: string): Promise<void> {
    const request = await this.requests.findById(id).lean();
    if (!request || request.landlordId !== landlordId) throw notFound(id);
    if (request.status !== 'draft') {
      throw notInState(`Only a draft can be deleted; this request is ${request.status}.`);
    }
    const deleted = await this.requests.deleteOne({ _id: id, version: request.version, status: 'draft' });
    if (deleted.deletedCount !== 1) throw changedMeanwhile();
    for (const image of await this.media.listFor('listing-request', id)) {
      await this.media.remove(image._id).catch(() => undefined);
    }
  }

  /** Assigns a pending request to the manager with the fewest open requests; stays pending when there is none. */
  async assign(id: string): Promise<ListingRequestDocument | null> {
    return retryOnConcurrentWrite(
      async (): Promise<ListingRequestDocument | null> => {
        const request = await this.requests.findById(id).lean();
        if (!request || request.status !== 'pending') return request;
        const managerId = await this.leastBusyManager();
        if (!managerId) return request;
        const now = new Date();
        const entry: ListingHistoryEntry = { at: now, by: 'system', action: 'assigned' };
        await this.outbox.update(
          this.requests,
          id,
          request.version,
          { $set: { status: 'assigned', managerId, updatedAt: now, history: [...request.history, entry] } },
          [
            draft(listingRequestAssigned, {
              listingRequestId: id,
              landlordId: request.landlordId,
              managerId,
              address: request.address,
              assignedAt: now.toISOString(),
            }),
          ],
        );
        return { ...request, status: 'assigned', managerId, updatedAt: now, history: [...request.history, entry] };
      },
      { onExhausted: () => this.requests.findById(id).lean() },
    );
  }

  /**
   * A manager registered: requests that waited for one (none existed when they came in) are assigned now. While some
   * wait and the pool does not hold that manager yet (the managers feature applies the same event), this throws
   * ManagerNotYetKnownError, so the event is handled again a moment later.
   */
  async assignWaitingFor(managerId: string): Promise<void> {
    const waiting = await this.requests
      .find({ status: 'pending' }, { _id: 1 })
      .sort({ createdAt: 1 })
      .limit(500)
      .lean();
    if (waiting.length === 0) return;
    if (!(await this.managers.findById(managerId))) throw new ManagerNotYetKnownError(managerId);
    for (const { _id } of waiting) await this.assign(_id);
  }

  /** The assigned manager decides on an `assigned` request. */
  async review(
    id: string,
    managerId: string,
    reviewerUserId: string,
    input: ReviewInput,
  ): Promise<ListingRequestDocument> {
    const request = await this.requests.findById(id).lean();
    if (!request || request.managerId !== managerId) throw notFound(id);
    if (request.status !== 'assigned') {
      throw notInState(`Only an assigned request can be reviewed; this one is ${request.status}.`);
    }
    const decision =
      input.action === 'approve' ? 'approved' : input.action === 'reject' ? 'rejected' : 'needs_more_info';
    const now = new Date();
    const entry: ListingHistoryEntry = {
      at: now,
      by: reviewerUserId,
      action: decision,
      ...(input.reviewNotes ? { notes: input.reviewNotes } : {}),
    };
    const history = [...request.history, entry];
    const reviewed = draft(listingRequestReviewed, {
      listingRequestId: id,
      landlordId: request.landlordId,
      managerId,
      decision,
      ...(input.reviewNotes ? { notes: input.reviewNotes } : {}),
      address: request.address,
      reviewedAt: now.toISOString(),
    });
    // An approval carries the order to list in the same write: the property follows from the event, not from here.
    const drafts =
      decision === 'approved'
        ? [reviewed, draft(listingRequestApproved, approvalOf(request, managerId, now))]
        : [reviewed];
    await this.write(
      request,
      { status: decision, reviewNotes: input.reviewNotes ?? null, reviewDate: now, history },
      drafts,
    );
    // The request as this decision left it; an approval's next steps follow from its events, moments later.
    return {
      ...request,
      status: decision,
      reviewNotes: input.reviewNotes,
      reviewDate: now,
      history,
      updatedAt: now,
      version: request.version + drafts.length,
    };
  }

  /**
   * The property of an approved request exists (properties.property.listed.v1 names the request): the request is
   * `listed`. Idempotent: a request that is `listed` already, or not approved, is left as it is.
   */
  async markListed(id: string, propertyId: string): Promise<void> {
    await retryOnConcurrentWrite(
      async () => {
        const request = await this.requests.findById(id).lean();
        if (!request || request.status !== 'approved') return;
        const entry: ListingHistoryEntry = { at: new Date(), by: 'system', action: 'listed' };
        await this.outbox.update(
          this.requests,
          id,
          request.version,
          { $set: { status: 'listed', propertyId, history: [...request.history, entry], updatedAt: entry.at } },
          [],
        );
      },
      {
        onExhausted: () => {
          throw changedMeanwhile();
        },
      },
    );
  }

  /** The landlord edits a `needs_more_info` request and sends it back to the manager who asked. */
  async resubmit(id: string, landlordId: string, input: ListingRequestInput): Promise<ListingRequestDocument> {
    const request = await this.requests.findById(id).lean();
    if (!request || request.landlordId !== landlordId) throw notFound(id);
    if (request.status !== 'needs_more_info' || !request.managerId) {
      throw notInState(
        `Only a request that needs more information can be changed and resubmitted; this one is ${request.status}.`,
      );
    }
    const now = new Date();
    const entry: ListingHistoryEntry = { at: now, by: landlordId, action: 'resubmitted' };
    const changes = {
      status: 'assigned',
      ...listingFieldsOf(input),
      ...(input.imageIds.length > 0 ? { imageIds: input.imageIds } : {}),
      history: [...request.history, entry],
    };
    await this.write(request, changes, [
      draft(listingRequestResubmitted, {
        ...termsOf(input),
        listingRequestId: id,
        landlordId,
        managerId: request.managerId,
        resubmittedAt: now.toISOString(),
      }),
    ]);
    return (await this.requests.findById(id).lean())!;
  }

  /**
   * The landlord sets the request's images, in display order: ids from /trio/file/upload that were uploaded for this
   * request (anything else is refused, naming the ids).
   */
  async setImages(id: string, landlordId: string, imageIds: string[]): Promise<ListingRequestDocument> {
    const request = await this.requests.findById(id).lean();
    if (!request || request.landlordId !== landlordId) throw notFound(id);
    if (request.status === 'listed' || request.status === 'rejected') {
      throw notInState(`The request is ${request.status}; its images are final.`);
    }
    const media = await this.media.listFor('listing-request', id);
    const uploaded = new Set(media.map((m) => m._id));
    const errors = imageIds.flatMap((imageId, i) =>
      uploaded.has(imageId)
        ? []
        : [{ field: `images.${i}`, message: `Image ${imageId} was not uploaded for this request.` }],
    );
    if (errors.length > 0) throw imagesNotUploaded(errors);
    const ids = [...new Set(imageIds)];
    const chosen = new Set(ids);
    const complete =
      missingRequiredCategories(media.filter((m) => chosen.has(m._id)).map((m) => m.category)).length === 0;
    if (request.status !== 'draft' || !complete) {
      await this.write(request, { imageIds: ids }, []);
      return (await this.requests.findById(id).lean())!;
    }
    // The draft's photos are complete: it is submitted now (its event, once: the write is version-checked), then
    // assigned as a new request is (the assigned event, the manager's e-mail).
    const now = new Date();
    const entry: ListingHistoryEntry = { at: now, by: landlordId, action: 'submitted' };
    await this.write(request, { imageIds: ids, status: 'pending', history: [...request.history, entry] }, [
      this.submittedEvent({ ...request, imageIds: ids }, now),
    ]);
    return (await this.assign(id)) ?? (await this.requests.findById(id).lean())!;
  }

  /** An upload for this request adds its image at the end (once). */
  async addImage(id: string, imageId: string): Promise<void> {
    await this.requests.updateOne({ _id: id }, { $addToSet: { imageIds: imageId } });
  }

  private async write(
    request: ListingRequestDocument,
    changes: Record<string, unknown>,
    drafts: Parameters<OutboxWriter['update']>[4],
  ): Promise<void> {
    try {
      await this.outbox.update(
        this.requests,
        request._id,
        request.version,
        { $set: { ...changes, updatedAt: new Date() } },
        drafts,
      );
    } catch (err) {
      if (err instanceof ConcurrentWriteError) throw changedMeanwhile();
      throw err;
    }
  }

  private async leastBusyManager(): Promise<string | null> {
    const ids = await this.managers.allIds();
    if (ids.length === 0) return null;
    const open = await this.requests.aggregate<{ _id: string; open: number }>([
      { $match: { status: { $in: OPEN_STATUSES }, managerId: { $in: ids } } },
      { $group: { _id: '$managerId', open: { $sum: 1 } } },
    ]);
    const load = new Map(open.map((o) => [o._id, o.open]));
    return ids.reduce((best, id) => ((load.get(id) ?? 0) < (load.get(best) ?? 0) ? id : best), ids[0]!);
  }
}
