import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { draft, OutboxWriter, type EventDraft } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import { LEASE_MODEL, OCCUPANCY_MODEL, type LeaseDocument, type PropertyOccupancyDocument } from './lease.schema';

export { draft };

/** Leases and the one-active-lease-per-property guard: the only code that touches these two models. */
@Injectable()
export class LeasesRepository {
  constructor(
    @InjectModel(LEASE_MODEL) private readonly leases: Model<LeaseDocument>,
    @InjectModel(OCCUPANCY_MODEL) private readonly occupancy: Model<PropertyOccupancyDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
  ) {}

  findById(id: string) {
    return this.leases.findById(id).lean<LeaseDocument>();
  }

  /** A tenant's leases, newest start first. */
  listForTenant(userId: string) {
    return this.leases.find({ 'tenant.userId': userId }).sort({ startDate: -1, _id: -1 }).lean<LeaseDocument[]>();
  }

  /**
   * Leases of homes a landlord owns or a manager manages, newest start first: one indexed query each (an `$or`
   * reads the whole collection on FerretDB), merged.
   */
  async listManaged(landlordId: string, managerId: string | null): Promise<LeaseDocument[]> {
    const [owned, managed] = await Promise.all([
      this.listOwned(landlordId),
      managerId ? this.listForManager(managerId) : Promise.resolve([]),
    ]);
    const byId = new Map([...owned, ...managed].map((lease) => [lease._id, lease]));
    return [...byId.values()].sort((a, b) => b.startDate.localeCompare(a.startDate) || b._id.localeCompare(a._id));
  }

  /** Leases of homes a landlord owns, newest start first. */
  listOwned(landlordId: string) {
    return this.leases.find({ landlordId }).sort({ startDate: -1, _id: -1 }).lean<LeaseDocument[]>();
  }

  /** Leases of homes a manager manages, newest start first. */
  listForManager(managerId: string) {
    return this.leases.find({ managerId }).sort({ startDate: -1, _id: -1 }).lean<LeaseDocument[]>();
  }

  /** Active leases whose end date is on or before `today` (ids), soonest first. */
  dueToEnd(today: string, limit: number) {
    return this.leases
      .find({ status: 'active', endDate: { $lte: today } }, { _id: 1 })
      .sort({ endDate: 1 })
      .limit(limit)
      .lean<{ _id: string }[]>();
  }

  /**
   * Active leases ending on or before `horizon` whose ending-soon event is not recorded (ids), soonest first: the
   * `{status, endDate}` index serves it.
   */
  dueEndingSoon(horizon: string, limit: number) {
    return this.leases
      .find({ status: 'active', endDate: { $lte: horizon }, endingSoonNotifiedAt: null }, { _id: 1, endDate: 1 })
      .sort({ endDate: 1 })
      .limit(limit)
      .lean<{ _id: string; endDate: string }[]>();
  }

  /**
   * Takes the property for `leaseId`. Answers the lease id holding it afterwards: `leaseId` itself when it won (or
   * already held it: a redelivery after a crash), another lease's id when that one holds the home.
   */
  async occupy(propertyId: string, leaseId: string, at: Date): Promise<string> {
    try {
      await this.occupancy.create({ _id: propertyId, leaseId, createdAt: at });
      return leaseId;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const holder = await this.occupancy.findById(propertyId).lean<PropertyOccupancyDocument>();
    // Released between the two calls: try once more.
    if (!holder) return this.occupy(propertyId, leaseId, at);
    return holder.leaseId;
  }

  /** Frees the property, only if `leaseId` still holds it. */
  async vacate(propertyId: string, leaseId: string): Promise<void> {
    await this.occupancy.deleteOne({ _id: propertyId, leaseId });
  }

  /** Inserts the lease with its first events; false when it already exists (a redelivery). */
  async create(lease: LeaseDocument, events: EventDraft[]): Promise<boolean> {
    try {
      await this.outbox.create(this.leases, lease, events);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Sets fields if the lease is still at `version` (else ConcurrentWriteError), with its events. */
  update(id: string, version: number, set: Record<string, unknown>, events: EventDraft[]) {
    return this.outbox.update(this.leases, id, version, { $set: set }, events);
  }
}
