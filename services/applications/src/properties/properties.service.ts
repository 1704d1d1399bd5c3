import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { PropertySnapshot } from '@trio/contracts/events/properties';
import type { PropertyStatus } from '@trio/contracts/common';
import { applyIfNewer, type ProjectionOutcome } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import { PROPERTY_MODEL, type PropertyDocument } from './property.schema';

/** The properties copy (properties.property events): what an application needs to know of its home. */
@Injectable()
export class PropertiesService {
  constructor(@InjectModel(PROPERTY_MODEL) private readonly properties: Model<PropertyDocument>) {}

  /** Listed or updated: the whole snapshot replaces what is held, if the event is newer. */
  applySnapshot(snapshot: PropertySnapshot, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.properties, snapshot.propertyId, version, {
      landlordId: snapshot.landlordId,
      managerId: snapshot.managerId,
      name: snapshot.name,
      address: snapshot.address,
      rentPaise: snapshot.rentPaise,
      bedrooms: snapshot.bedrooms,
      bathrooms: snapshot.bathrooms,
      propertyType: snapshot.propertyType,
      status: snapshot.status,
    });
  }

  /**
   * Only the status moved. Applied only on top of a snapshot this service already holds (an upsert would create a
   * property without its facts); a status change for an unknown property is thrown, so the consumer retries it
   * until its listed event has been applied.
   */
  async applyStatus(propertyId: string, version: number, status: PropertyStatus): Promise<ProjectionOutcome> {
    const result = await this.properties.updateOne(
      { _id: propertyId, version: { $lt: version } },
      { $set: { status, version } },
    );
    if (result.matchedCount === 1) return 'applied';
    if (await this.properties.exists({ _id: propertyId })) return 'stale';
    throw new Error(`property ${propertyId} is not known yet; its status change waits for its listing`);
  }

  findById(propertyId: string) {
    return this.properties.findById(propertyId).lean();
  }

  findByIds(propertyIds: readonly string[]) {
    if (propertyIds.length === 0) return Promise.resolve([]);
    return this.properties.find({ _id: { $in: [...propertyIds] } }).lean();
  }

  /** The properties a manager answers for. */
  managedBy(managerId: string) {
    return this.properties.find({ managerId }).lean();
  }
}
