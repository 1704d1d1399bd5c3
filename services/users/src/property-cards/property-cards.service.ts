import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { PropertySnapshot, PropertyStatus } from '@trio/contracts/events/properties';
import type { FavoriteProperty } from '@trio/contracts/http/users';
import { applyIfNewer, type ProjectionOutcome } from '@trio/service-kit/events';
import type { Model } from 'mongoose';
import { PROPERTY_CARD_MODEL, type PropertyCardDocument } from './property-card.schema';

/** A favourite as the SPA's property card shows it (the answer of the favourites route). */
export type PropertyCardView = FavoriteProperty;

export function cardView(card: PropertyCardDocument): PropertyCardView {
  return {
    _id: card._id,
    name: card.name,
    address: {
      street: card.address.line1,
      city: card.address.city,
      state: card.address.state,
      zipCode: card.address.pinCode,
    },
    locality: card.address.locality,
    rentPrice: card.rentPaise / 100,
    rentPaise: card.rentPaise,
    rentLabel: formatPaiseAsRupees(card.rentPaise),
    bedrooms: card.bedrooms,
    bathrooms: card.bathrooms,
    status: card.status,
    image: card.imageIds[0] ?? null,
    images: [...card.imageIds],
  };
}

/** This service's copy of listed properties (favourite cards, who owns what), kept from properties.property events. */
@Injectable()
export class PropertyCardsService {
  constructor(@InjectModel(PROPERTY_CARD_MODEL) private readonly cards: Model<PropertyCardDocument>) {}

  applySnapshot(snapshot: PropertySnapshot, version: number): Promise<ProjectionOutcome> {
    return applyIfNewer(this.cards, snapshot.propertyId, version, {
      landlordId: snapshot.landlordId,
      name: snapshot.name,
      address: snapshot.address,
      rentPaise: snapshot.rentPaise,
      bedrooms: snapshot.bedrooms,
      bathrooms: snapshot.bathrooms,
      status: snapshot.status,
      imageIds: snapshot.imageIds,
    });
  }

  /** Sets the status of a card this service holds; a status change for an unknown property waits for its listing. */
  async applyStatus(propertyId: string, version: number, status: PropertyStatus): Promise<ProjectionOutcome> {
    const result = await this.cards.updateOne(
      { _id: propertyId, version: { $lt: version } },
      { $set: { status, version } },
    );
    return result.matchedCount === 1 ? 'applied' : 'stale';
  }

  exists(propertyId: string): Promise<boolean> {
    return this.cards.exists({ _id: propertyId }).then(Boolean);
  }

  /** Cards in the order of `ids`; ids without a card are left out. */
  async cardsFor(ids: string[]): Promise<PropertyCardView[]> {
    if (ids.length === 0) return [];
    const found = await this.cards.find({ _id: { $in: ids } }).lean();
    const byId = new Map(found.map((card) => [card._id, card]));
    return ids.flatMap((id) => {
      const card = byId.get(id);
      return card ? [cardView(card)] : [];
    });
  }
}
