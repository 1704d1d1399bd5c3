import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { FavoriteProperty } from '@trio/contracts/http/users';
import type { Model } from 'mongoose';
import { propertyCardCopy, type PropertyCardCopy } from './property-card.copy';

/** A favourite as the SPA's property card shows it (the answer of the favourites route). */
export type PropertyCardView = FavoriteProperty;

export function cardView(card: PropertyCardCopy): PropertyCardView {
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

/** This service's copy of listed properties (favourite cards, who owns what), kept from properties.property events (read here, written by its copy). */
@Injectable()
export class PropertyCardsService {
  constructor(@InjectModel(propertyCardCopy.name) private readonly cards: Model<PropertyCardCopy>) {}

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
