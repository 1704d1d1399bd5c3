import { Inject, Injectable } from '@nestjs/common';
import { PropertyCardsService, type PropertyCardView } from '../copies/property-cards.service';
import { UsersService } from '../users/users.service';
import { noListedProperty } from './favorites.exception';

/**
 * A user's favourite properties: the ids live on the user's record (the users feature keeps them, as idempotent set
 * operations), the cards come from the property-cards copy.
 */
@Injectable()
export class FavoritesService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(PropertyCardsService) private readonly cards: PropertyCardsService,
  ) {}

  /** Newest first. */
  async list(userId: string): Promise<PropertyCardView[]> {
    return this.cards.cardsFor([...(await this.users.favoriteIds(userId))].reverse());
  }

  async add(userId: string, propertyId: string): Promise<string[]> {
    if (!(await this.cards.exists(propertyId))) throw noListedProperty(propertyId);
    await this.users.addFavorite(userId, propertyId);
    return this.users.favoriteIds(userId);
  }

  async remove(userId: string, propertyId: string): Promise<string[]> {
    await this.users.removeFavorite(userId, propertyId);
    return this.users.favoriteIds(userId);
  }
}
