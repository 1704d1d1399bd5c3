import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import {
  maintenanceDueAt,
  maintenanceRequestCreated,
  maintenanceRequestNoteAdded,
  maintenanceRequestStatusChanged,
  type MaintenanceActorRole,
  type MaintenanceStatus,
} from '@trio/contracts/events/maintenance';
import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import { draft, OutboxWriter, retryOnConcurrentWrite } from '@trio/service-kit/events';
import { isCaller, type GatewayIdentity } from '@trio/service-kit/http';
import { OwnerAnswers } from '@trio/service-kit/mongo';
import type { Connection, Model } from 'mongoose';
import { Types } from 'mongoose';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { CopiesService } from '../copies/copies.service';
import { concurrentChange, forbidden, noActiveRental, notCancellable, requestNotFound } from './maintenance.exception';
import { maintenanceRequestView } from './maintenance-request-views';
import {
  MAINTENANCE_REQUEST_MODEL,
  type MaintenanceRequestDocument,
  type StoredPhoto,
} from './maintenance-request.schema';

/** Who is acting on a request, and as what. */
export interface Actor {
  userId: string;
  email: string;
  role: MaintenanceActorRole;
}

export interface NewRequest {
  title: string;
  description: string;
  priority: MaintenanceRequestDocument['priority'];
  category: MaintenanceRequestDocument['category'];
  propertyId: string;
  rentalApplicationId?: string;
  userId?: string;
}

/**
 * Maintenance requests: a tenant with an active lease submits one for their home; the home's landlord and manager
 * change its status (any to any other) and add notes; the tenant may cancel while it is pending, add notes and
 * photos. Every change is one version-checked write carrying its event (the outbox).
 */
@Injectable()
export class MaintenanceRequestsService {
  /** The requests of a landlord's homes, kept per landlord (see ofLandlord()). */
  private readonly landlords: OwnerAnswers<MaintenanceRequestDocument[]>;

  constructor(
    @InjectModel(MAINTENANCE_REQUEST_MODEL) private readonly requests: Model<MaintenanceRequestDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(CopiesService) private readonly copies: CopiesService,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectConnection() connection: Connection,
  ) {
    this.landlords = new OwnerAnswers(connection, 'landlord_request_versions');
  }

  now(): Date {
    return this.clock.now();
  }

  view(doc: MaintenanceRequestDocument): MaintenanceRequest {
    return maintenanceRequestView(doc, this.clock.now());
  }

  // -------------------------------------------------------------------------------------------------------------
  // Writes
  // -------------------------------------------------------------------------------------------------------------

  /**
   * Only the caller's own active lease on that property lets them ask (409 NO_ACTIVE_RENTAL otherwise). `options`
   * are the demo seed's: a fixed id (a repeat then collides) and a submission time in the past.
   */
  async create(
    me: GatewayIdentity,
    input: NewRequest,
    options: { at?: Date; id?: string } = {},
  ): Promise<MaintenanceRequestDocument> {
    const at = options.at ?? this.clock.now();
    if (input.userId && !isCaller(input.userId, me)) {
      throw forbidden('You can only submit maintenance requests for yourself.');
    }
    const lease = await this.copies.activeLeaseOf(me.userId, input.propertyId);
    if (!lease) throw noActiveRental();
    if (
      input.rentalApplicationId &&
      input.rentalApplicationId !== lease.applicationId &&
      input.rentalApplicationId !== lease._id
    ) {
      throw noActiveRental();
    }
    const property = await this.copies.property(lease.propertyId);
    const doc: MaintenanceRequestDocument = {
      _id: options.id ?? new Types.ObjectId().toHexString(),
      title: input.title,
      description: input.description,
      category: input.category,
      priority: input.priority,
      status: 'pending',
      leaseId: lease._id,
      applicationId: lease.applicationId,
      propertyId: lease.propertyId,
      property: { name: property?.name ?? lease.property.name, address: property?.address ?? lease.property.address },
      tenantId: lease.tenantId,
      tenant: { ...lease.tenant },
      landlordId: property?.landlordId ?? lease.landlordId,
      managerId: property?.managerId ?? lease.managerId,
      notes: [],
      history: [{ from: null, to: 'pending', by: me.email, byId: me.userId, role: 'tenant', at }],
      photos: [],
      photoCount: 0,
      submittedAt: at,
      dueAt: maintenanceDueAt(at, input.priority),
      updatedAt: at,
      // Set by the outbox writer.
      version: 0,
      outbox: [],
      outboxPending: 0,
    };
    const facts = await this.facts(doc);
    await this.outbox.create(this.requests, doc, [
      draft(maintenanceRequestCreated, { ...facts, description: doc.description }),
    ]);
    return (await this.findById(doc._id))!;
  }

  /**
   * The landlord or manager sets any status (spec 001 §4); the tenant may only cancel, only while pending. Setting
   * the status a request already has changes nothing.
   */
  async changeStatus(
    id: string,
    actor: Actor,
    status: MaintenanceStatus,
    at?: Date,
  ): Promise<MaintenanceRequestDocument> {
    return retryOnConcurrentWrite(
      async () => {
        const doc = await this.get(id);
        if (doc.status === status) return doc;
        if (actor.role === 'tenant' && (status !== 'cancelled' || doc.status !== 'pending')) {
          if (status !== 'cancelled')
            throw forbidden('Only the landlord or the manager of the home changes the status.');
          throw notCancellable();
        }
        const now = at ?? this.clock.now();
        const entry = { from: doc.status, to: status, by: actor.email, byId: actor.userId, role: actor.role, at: now };
        const facts = await this.facts({ ...doc, status });
        await this.outbox.update(
          this.requests,
          id,
          doc.version,
          { $set: { status, updatedAt: now, history: [...(doc.history ?? []), entry] } },
          [
            draft(maintenanceRequestStatusChanged, {
              ...facts,
              previousStatus: doc.status,
              changedBy: { userId: actor.userId, email: actor.email, role: actor.role },
              changedAt: now.toISOString(),
            }),
          ],
        );
        return (await this.findById(id))!;
      },
      {
        onExhausted: () => {
          throw concurrentChange();
        },
      },
    );
  }

  /** A note by the caller: the author is always the caller's e-mail. */
  async addNote(id: string, actor: Actor, content: string, at?: Date): Promise<MaintenanceRequestDocument> {
    return retryOnConcurrentWrite(
      async () => {
        const doc = await this.get(id);
        const now = at ?? this.clock.now();
        const note = { content, author: actor.email, authorId: actor.userId, timestamp: now };
        const facts = await this.facts(doc);
        await this.outbox.update(
          this.requests,
          id,
          doc.version,
          { $set: { updatedAt: now, notes: [...(doc.notes ?? []), note] } },
          [
            draft(maintenanceRequestNoteAdded, {
              ...facts,
              note: { content, author: actor.email, timestamp: now.toISOString() },
              addedBy: { userId: actor.userId, email: actor.email, role: actor.role },
            }),
          ],
        );
        return (await this.findById(id))!;
      },
      {
        onExhausted: () => {
          throw concurrentChange();
        },
      },
    );
  }

  /**
   * Adds a stored photo if the request still has room (`max`); false when it has not (the caller removes the stored
   * objects). One conditional single-document write (`photoCount < max`, then +1 and the photo pushed), so concurrent
   * uploads never pass the limit. No event: the photos are part of the request's view, nobody is told.
   */
  async attachPhoto(
    doc: Pick<MaintenanceRequestDocument, '_id' | 'landlordId'>,
    photo: StoredPhoto,
    max: number,
  ): Promise<boolean> {
    const result = await this.requests.updateOne(
      { _id: doc._id, photoCount: { $lt: max } },
      { $inc: { photoCount: 1 }, $push: { photos: { $each: [photo] } }, $set: { updatedAt: this.clock.now() } },
    );
    // No event to follow: the landlord's kept requests are read again from here (a crash in between leaves them
    // without the photo until the request's next change).
    if (result.modifiedCount === 1) await this.landlordChanged(doc.landlordId);
    return result.modifiedCount === 1;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Reads and access
  // -------------------------------------------------------------------------------------------------------------

  findById(id: string) {
    return this.requests.findById(id).lean<MaintenanceRequestDocument>();
  }

  async get(id: string): Promise<MaintenanceRequestDocument> {
    const doc = /^[0-9a-f]{24}$/.test(id) ? await this.findById(id) : null;
    if (!doc) throw requestNotFound(id);
    return doc;
  }

  /**
   * What the caller is to a request: the home's landlord or manager now (the live property copy; the ones at
   * submission when the home is not known), or the tenant who asked; null for anyone else.
   */
  async roleOf(doc: MaintenanceRequestDocument, me: GatewayIdentity): Promise<MaintenanceActorRole | null> {
    const property = await this.copies.property(doc.propertyId);
    const landlordId = property?.landlordId ?? doc.landlordId;
    const managerId = property?.managerId ?? doc.managerId;
    if (landlordId === me.userId) return 'landlord';
    const manager = await this.copies.managerByEmail(me.email);
    if (manager && manager._id === managerId) return 'property_manager';
    if (doc.tenantId === me.userId) return 'tenant';
    return null;
  }

  /** The request and the caller as an actor on it; 404 for an unknown id, 403 for someone it does not concern. */
  async forActor(id: string, me: GatewayIdentity): Promise<{ doc: MaintenanceRequestDocument; actor: Actor }> {
    const doc = await this.get(id);
    const role = await this.roleOf(doc, me);
    if (!role) throw forbidden('Only the tenant, the landlord and the manager of the home see this request.');
    return { doc, actor: { userId: me.userId, email: me.email, role } };
  }

  /** The caller's own requests, newest first. */
  mine(tenantId: string) {
    return this.requests.find({ tenantId }).sort({ submittedAt: -1 }).lean<MaintenanceRequestDocument[]>();
  }

  /** The requests of the homes a landlord owns, newest first. */
  async ofLandlord(me: GatewayIdentity): Promise<MaintenanceRequestDocument[]> {
    // Kept in memory while the landlord's change counter has not moved (OwnerAnswers in the kit). The counter moves
    // with the landlord's request events (handlers/), a photo added (attachPhoto) and a change of the copy of one of
    // the landlord's homes (handlers/on-property-updated.handler.ts), so an answer is behind only while an event is
    // in flight. A home's owner is not expected to change; if one did, the former owner's kept answer would wait for
    // their next change.
    return this.landlords.get(me.userId, '', async () => {
      const candidates = await this.requests
        .find({ landlordId: me.userId })
        .sort({ submittedAt: -1 })
        .lean<MaintenanceRequestDocument[]>();
      return this.visibleTo(candidates, me, 'landlord');
    });
  }

  /** A request on one of the landlord's homes, or the copy of one of the homes, changed: read them again. */
  landlordChanged(landlordId: string): Promise<void> {
    return this.landlords.changed(landlordId);
  }

  /** The requests of the homes a manager record manages, newest first; 403 unless the record is the caller's. */
  async ofManager(managerId: string, me: GatewayIdentity): Promise<MaintenanceRequestDocument[]> {
    const manager = await this.copies.managerByEmail(me.email);
    if (!manager || manager._id !== managerId) {
      throw forbidden('You can only see the maintenance requests of the properties you manage.');
    }
    const candidates = await this.requests
      .find({ managerId })
      .sort({ submittedAt: -1 })
      .lean<MaintenanceRequestDocument[]>();
    return this.visibleTo(candidates, me, 'property_manager');
  }

  /**
   * A home's copy changed: its requests name the owner and manager the copy holds now, so the landlord's and the
   * manager's lists find them by an index. From the copy, not the event, so a redelivered older event cannot bring
   * back a former manager. Not an event of the request: who manages the home is the home's fact.
   */
  async propertyChanged(propertyId: string): Promise<void> {
    const property = await this.copies.property(propertyId);
    if (!property) return;
    await this.requests.updateMany(
      {
        propertyId,
        $or: [{ landlordId: { $ne: property.landlordId } }, { managerId: { $ne: property.managerId } }],
      },
      { $set: { landlordId: property.landlordId, managerId: property.managerId } },
    );
  }

  private async visibleTo(
    docs: MaintenanceRequestDocument[],
    me: GatewayIdentity,
    role: MaintenanceActorRole,
  ): Promise<MaintenanceRequestDocument[]> {
    const roles = await Promise.all(docs.map((doc) => this.roleOf(doc, me)));
    return docs.filter((_doc, index) => roles[index] === role);
  }

  /** What every event of a request carries, with the landlord's and manager's e-mails when known. */
  private async facts(doc: MaintenanceRequestDocument) {
    const [landlord, manager] = await Promise.all([
      this.copies.person(doc.landlordId),
      this.copies.manager(doc.managerId),
    ]);
    return {
      requestId: doc._id,
      title: doc.title,
      category: doc.category,
      priority: doc.priority,
      status: doc.status,
      leaseId: doc.leaseId,
      applicationId: doc.applicationId,
      propertyId: doc.propertyId,
      property: { name: doc.property.name, address: doc.property.address },
      tenant: { userId: doc.tenantId, ...doc.tenant },
      landlordId: doc.landlordId,
      ...(landlord?.email ? { landlordEmail: landlord.email } : {}),
      managerId: doc.managerId,
      ...(manager?.email ? { managerEmail: manager.email } : {}),
      submittedAt: new Date(doc.submittedAt).toISOString(),
      dueAt: new Date(doc.dueAt).toISOString(),
    };
  }
}
