import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { PropertyStatus } from '@trio/contracts/common';
import {
  propertyListed,
  propertyStatusChanged,
  propertyUpdated,
  type ListingApproval,
  type PropertySnapshot,
} from '@trio/contracts/events/properties';
import { ConcurrentWriteError, draft, OutboxWriter, retryOnConcurrentWrite } from '@trio/service-kit/events';
import { isDuplicateKeyError, OwnerAnswers } from '@trio/service-kit/mongo';
import type { Connection, Model } from 'mongoose';
import { GEOCODER } from '../geo/geo.module';
import type { Geocoder } from '../geo/geocoder';
import { localityOfPinCode } from '../geo/gazetteer';
import { MediaService } from '../media/media.service';
import { propertyBusy, propertyNotFound } from './properties.exception';
import { PROPERTY_MODEL, type PropertyDocument } from './property.schema';

const TYPE_NAMES = { apartment: 'apartment', house: 'house', villa: 'villa', studio: 'studio' } as const;

/** "2 BHK apartment in Koramangala" — the name a listing gets when the landlord gave none. */
export function propertyName(p: Pick<PropertyDocument, 'bedrooms' | 'propertyType'>, locality: string): string {
  if (p.propertyType === 'studio') return `Studio in ${locality}`;
  return `${p.bedrooms > 0 ? `${p.bedrooms} BHK ` : ''}${TYPE_NAMES[p.propertyType]} in ${locality}`;
}

export function snapshotOf(property: PropertyDocument): PropertySnapshot {
  return {
    propertyId: property._id,
    landlordId: property.landlordId,
    managerId: property.managerId,
    name: property.name,
    address: property.address,
    ...(property.location ? { location: property.location } : {}),
    rentPaise: property.rentPaise,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    ...(property.squareFeet ? { squareFeet: property.squareFeet } : {}),
    propertyType: property.propertyType,
    status: property.status,
    featured: property.featured,
    imageIds: property.imageIds,
  };
}

/** Properties on the market: created from approved listing requests, read by the detail page and the hubs. */
@Injectable()
export class PropertiesService {
  /** A landlord's homes, kept per landlord while `landlord_property_versions` has not moved (see portfolio()). */
  private readonly portfolios: OwnerAnswers<PropertyDocument[]>;

  constructor(
    @InjectModel(PROPERTY_MODEL) private readonly properties: Model<PropertyDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
    @Inject(MediaService) private readonly media: MediaService,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
    @InjectConnection() connection: Connection,
  ) {
    this.portfolios = new OwnerAnswers(connection, 'landlord_property_versions');
  }

  findById(id: string) {
    return this.properties.findById(id).lean();
  }

  listForLandlord(landlordId: string) {
    return this.properties.find({ landlordId }).sort({ listedAt: -1 }).lean();
  }

  /**
   * A landlord's homes, newest first, as listForLandlord gives them, but kept in memory while the landlord's change
   * counter has not moved (OwnerAnswers in the kit): the landlord dashboard and the Upload Images picker read this on
   * every visit, and on FerretDB the query reads the whole collection. The counter moves with every property event
   * of the landlord (handlers/on-property-changed.handler.ts), so an answer is behind only while an event is in flight.
   * With its entity tag (the landlord and the counter's version).
   */
  portfolio(landlordId: string): Promise<{ etag: string; value: PropertyDocument[] }> {
    return this.portfolios.tagged(landlordId, 'homes', () => this.listForLandlord(landlordId));
  }

  /** One of the landlord's homes was listed or changed (its event): the kept portfolio is read again. */
  portfolioChanged(landlordId: string): Promise<void> {
    return this.portfolios.changed(landlordId);
  }

  listForManager(managerId: string) {
    return this.properties.find({ managerId }).sort({ listedAt: -1 }).lean();
  }

  /**
   * Creates the property of an approved listing request (properties.listing-request.approved.v1), with the request's
   * id, status `available`, and publishes properties.property.listed.v1 naming the request. Idempotent: a property
   * that exists already is returned as it is, so a redelivered approval creates nothing.
   */
  async createFromApproval(approval: ListingApproval): Promise<PropertyDocument> {
    const id = approval.listingRequestId;
    const existing = await this.properties.findById(id).lean();
    if (existing) return existing;
    const locality =
      approval.address.locality ?? localityOfPinCode(approval.address.pinCode)?.locality ?? approval.address.city;
    const address = { ...approval.address, locality };
    const geocoded = await this.geocoder.geocode(address);
    const now = new Date();
    const property: PropertyDocument = {
      _id: id,
      landlordId: approval.landlordId,
      managerId: approval.managerId,
      name: propertyName(approval, locality),
      address,
      ...(geocoded ? { location: geocoded.point } : {}),
      rentPaise: approval.rentPaise,
      bedrooms: approval.bedrooms,
      bathrooms: approval.bathrooms,
      ...(approval.squareFeet ? { squareFeet: approval.squareFeet } : {}),
      propertyType: approval.propertyType,
      status: 'available',
      featured: false,
      imageIds: approval.imageIds.slice(0, 30),
      description: approval.description,
      leaseType: approval.leaseType,
      nearbyLandmarks: approval.nearbyLandmarks,
      listingRequestId: id,
      listedAt: now,
      updatedAt: now,
      version: 0,
      outbox: [],
      outboxPending: 0,
    };
    // The request's images become the property's (counts and all), before the property announces them.
    await this.media.reassign('listing-request', id, 'property', id);
    try {
      await this.outbox.create(this.properties, property, [
        draft(propertyListed, { ...snapshotOf(property), listingRequestId: id, listedAt: now.toISOString() }),
      ]);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      return (await this.properties.findById(id).lean())!;
    }
    return property;
  }

  /**
   * Lists a property that did not come from a listing request (the demo seed): stores it and
   * properties.property.listed.v1 in one write. Idempotent on the id: false when the property exists (nothing is
   * written), true when it was created.
   */
  async createListed(property: PropertyDocument): Promise<boolean> {
    try {
      await this.outbox.create(this.properties, { ...property, version: 0, outbox: [], outboxPending: 0 }, [
        draft(propertyListed, {
          ...snapshotOf(property),
          ...(property.listingRequestId ? { listingRequestId: property.listingRequestId } : {}),
          listedAt: property.listedAt.toISOString(),
        }),
      ]);
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /**
   * Lists many properties as createListed does, each with its properties.property.listed.v1, in one unordered bulk
   * write (the demo seed's large catalogues): the relay publishes their events as for single writes. Idempotent on
   * the ids: a property that exists is left as it is and counted as existing.
   */
  async createManyListed(properties: PropertyDocument[]): Promise<{ created: number; existed: number }> {
    const outcomes = await this.outbox.writeMany(
      this.properties,
      properties.map((property) => ({
        create: { ...property, version: 0, outbox: [], outboxPending: 0 },
        drafts: [
          draft(propertyListed, {
            ...snapshotOf(property),
            ...(property.listingRequestId ? { listingRequestId: property.listingRequestId } : {}),
            listedAt: property.listedAt.toISOString(),
          }),
        ],
      })),
    );
    let created = 0;
    let existed = 0;
    for (const outcome of outcomes) {
      if (outcome.ok) created += 1;
      else if (outcome.error instanceof ConcurrentWriteError) existed += 1;
      else throw outcome.error;
    }
    return { created, existed };
  }

  /**
   * Features the property on the home page (or stops featuring it); publishes properties.property.updated.v1 with
   * changedFields ['featured']. False when it already was so (nothing is written). NOT_FOUND for an unknown id.
   */
  async setFeatured(propertyId: string, featured: boolean): Promise<boolean> {
    return retryOnConcurrentWrite(
      async () => {
        const property = await this.properties.findById(propertyId).lean();
        if (!property) throw propertyNotFound(propertyId);
        if (property.featured === featured) return false;
        const updatedAt = new Date();
        await this.outbox.update(this.properties, propertyId, property.version, { $set: { featured, updatedAt } }, [
          draft(propertyUpdated, {
            ...snapshotOf({ ...property, featured }),
            changedFields: ['featured'],
            updatedAt: updatedAt.toISOString(),
          }),
        ]);
        return true;
      },
      {
        onExhausted: () => {
          throw propertyBusy('try again');
        },
      },
    );
  }

  /** An image uploaded for a listed property joins its gallery at the end; publishes properties.property.updated.v1. */
  async addImage(propertyId: string, imageId: string): Promise<void> {
    await retryOnConcurrentWrite(
      async () => {
        const property = await this.properties.findById(propertyId).lean();
        if (!property) throw propertyNotFound(propertyId);
        if (property.imageIds.includes(imageId)) return;
        const imageIds = [...property.imageIds, imageId];
        const updatedAt = new Date();
        await this.outbox.update(this.properties, propertyId, property.version, { $set: { imageIds, updatedAt } }, [
          draft(propertyUpdated, {
            ...snapshotOf({ ...property, imageIds }),
            changedFields: ['imageIds'],
            updatedAt: updatedAt.toISOString(),
          }),
        ]);
      },
      {
        onExhausted: () => {
          throw propertyBusy('try the upload again');
        },
      },
    );
  }

  /**
   * Homes an older demo catalogue seeded `occupied` with no lease behind them (issue 25, item 7) made `available`
   * again, each with properties.property.status-changed.v1, as when a lease ends: a home is occupied only while a
   * lease holds it. An operation (the properties seed), never a request's work: it reads every occupied home.
   */
  async freeHomesWithoutLease(at: Date): Promise<number> {
    const unlet = await this.properties.find({ status: 'occupied', leaseId: null }).select({ _id: 1 }).lean();
    let freed = 0;
    for (const { _id: propertyId } of unlet) {
      const changed = await retryOnConcurrentWrite(async () => {
        const property = await this.properties.findById(propertyId).lean();
        if (!property || property.status !== 'occupied' || property.leaseId) return false;
        const event = draft(propertyStatusChanged, {
          propertyId,
          landlordId: property.landlordId,
          previousStatus: 'occupied',
          status: 'available',
          changedAt: at.toISOString(),
        });
        const changes = { status: 'available' as const, leaseId: null, updatedAt: at };
        await this.outbox.update(this.properties, propertyId, property.version, { $set: changes }, [event]);
        return true;
      });
      if (changed) freed += 1;
    }
    return freed;
  }

  /**
   * A lease started (`occupied`, from applications.lease.created.v1) or ended (`available`, from .ended.v1): sets
   * the status and the lease holding the home, with properties.property.status-changed.v1 (search drops an occupied
   * home from default results). Idempotent: a redelivery, or the end of a lease that no longer holds the home,
   * changes nothing. A lease for a property this service does not know is thrown, so the consumer retries it.
   */
  async applyLease(propertyId: string, leaseId: string, status: PropertyStatus, at: Date): Promise<boolean> {
    return retryOnConcurrentWrite(async () => {
      const property = await this.properties.findById(propertyId).lean();
      if (!property) throw new Error(`property ${propertyId} is not known; its lease event waits`);
      if (status === 'occupied' && property.status === 'occupied' && property.leaseId === leaseId) return false;
      if (status === 'available' && (property.status === 'available' || (property.leaseId ?? leaseId) !== leaseId))
        return false;
      const changes = { status, leaseId: status === 'occupied' ? leaseId : null, updatedAt: at };
      const events =
        property.status === status
          ? []
          : [
              draft(propertyStatusChanged, {
                propertyId,
                landlordId: property.landlordId,
                previousStatus: property.status,
                status,
                leaseId,
                changedAt: at.toISOString(),
              }),
            ];
      await this.outbox.update(this.properties, propertyId, property.version, { $set: changes }, events);
      return true;
    });
  }
}
