import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { draft, OutboxWriter, type EventDraft } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import {
  APPLICATION_MODEL,
  SLOT_MODEL,
  type ApplicationDocument,
  type ApplicationSlotDocument,
} from './application.schema';

export { draft };

/**
 * The applications and their open-slot guards: the only code that touches these two models. Every state change is
 * one document write carrying its events (the kit's outbox).
 */
@Injectable()
export class ApplicationsRepository {
  constructor(
    @InjectModel(APPLICATION_MODEL) private readonly applications: Model<ApplicationDocument>,
    @InjectModel(SLOT_MODEL) private readonly slots: Model<ApplicationSlotDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
  ) {}

  findById(id: string) {
    return this.applications.findById(id).lean<ApplicationDocument>();
  }

  /** An applicant's applications, newest first. */
  listForApplicant(applicantId: string) {
    return this.applications.find({ applicantId }).sort({ createdAt: -1, _id: -1 }).lean<ApplicationDocument[]>();
  }

  /** Whether anyone has applied to a property. */
  async anyForProperty(propertyId: string): Promise<boolean> {
    return (await this.applications.exists({ propertyId })) !== null;
  }

  /** The applications to the homes a manager manages, newest first. */
  listForManager(managerId: string) {
    return this.applications
      .find({ 'property.managerId': managerId })
      .sort({ createdAt: -1, _id: -1 })
      .lean<ApplicationDocument[]>();
  }

  /** The applications to a home name its manager now (not an event: who manages the home is the home's fact). */
  async reassign(propertyId: string, managerId: string): Promise<void> {
    await this.applications.updateMany(
      { propertyId, 'property.managerId': { $ne: managerId } },
      { $set: { 'property.managerId': managerId } },
    );
  }

  /** The open applications (pending, under_review, approved) to one property. */
  listOpenForProperty(propertyId: string) {
    return this.applications
      .find({ propertyId, status: { $in: ['pending', 'under_review', 'approved'] } })
      .lean<ApplicationDocument[]>();
  }

  /** Applicant ids per identity hash among `hashes` (for the duplicate flag). */
  async applicantsByIdentityHash(hashes: readonly string[]): Promise<Map<string, Set<string>>> {
    const found = new Map<string, Set<string>>();
    if (hashes.length === 0) return found;
    const rows = await this.applications
      .find({ 'identity.hash': { $in: [...new Set(hashes)] } }, { 'identity.hash': 1, applicantId: 1 })
      .lean<Pick<ApplicationDocument, 'identity' | 'applicantId'>[]>();
    for (const row of rows) {
      const set = found.get(row.identity.hash) ?? new Set<string>();
      set.add(row.applicantId);
      found.set(row.identity.hash, set);
    }
    return found;
  }

  /** Open applications whose expiry is at or before `now` (ids and versions), oldest expiry first. */
  dueForExpiry(now: Date, limit: number) {
    return this.applications
      .find(
        { status: { $in: ['pending', 'under_review', 'approved'] }, expiresAt: { $ne: null, $lte: now } },
        { _id: 1, version: 1 },
      )
      .sort({ expiresAt: 1 })
      .limit(limit)
      .lean<{ _id: string; version: number }[]>();
  }

  /** Takes the open slot for `application`: false when another application holds it. */
  async takeSlot(slotId: string, applicationId: string, at: Date): Promise<boolean> {
    try {
      await this.slots.create({ _id: slotId, applicationId, createdAt: at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  findSlot(slotId: string) {
    return this.slots.findById(slotId).lean<ApplicationSlotDocument>();
  }

  /** Frees a slot, only if `applicationId` still holds it. */
  async releaseSlot(slotId: string, applicationId: string): Promise<void> {
    await this.slots.deleteOne({ _id: slotId, applicationId });
  }

  create(application: ApplicationDocument, events: EventDraft[]) {
    return this.outbox.create(this.applications, application, events);
  }

  /** Sets fields if the application is still at `version` (else ConcurrentWriteError), with its events. */
  update(id: string, version: number, set: Record<string, unknown>, events: EventDraft[]) {
    return this.outbox.update(this.applications, id, version, { $set: set }, events);
  }
}
