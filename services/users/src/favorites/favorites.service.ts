import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ProblemException } from '@trio/service-kit/http';
import type { Model } from 'mongoose';
import { PropertyCardsService, type PropertyCardView } from '../property-cards/property-cards.service';
import { USER_MODEL, type UserDocument } from '../users/user.schema';

/** A user's favourite properties. Adding and removing are idempotent set operations on the user's record. */
@Injectable()
export class FavoritesService {
  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<UserDocument>,
    @Inject(PropertyCardsService) private readonly cards: PropertyCardsService,
  ) {}

  /** Newest first. */
  async list(userId: string): Promise<PropertyCardView[]> {
    const user = await this.users.findById(userId, { favoritePropertyIds: 1 }).lean();
    return this.cards.cardsFor([...(user?.favoritePropertyIds ?? [])].reverse());
  }

  async add(userId: string, propertyId: string): Promise<string[]> {
    if (!(await this.cards.exists(propertyId))) {
      throw new ProblemException('NOT_FOUND', `There is no listed property ${propertyId}.`, {
        errors: [{ field: 'propertyId', message: 'No listed property has this id.' }],
      });
    }
    await this.users.updateOne({ _id: userId }, { $addToSet: { favoritePropertyIds: propertyId } });
    return this.ids(userId);
  }

  async remove(userId: string, propertyId: string): Promise<string[]> {
    await this.users.updateOne({ _id: userId }, { $pull: { favoritePropertyIds: propertyId } });
    return this.ids(userId);
  }

  private async ids(userId: string): Promise<string[]> {
    const user = await this.users.findById(userId, { favoritePropertyIds: 1 }).lean();
    return user?.favoritePropertyIds ?? [];
  }
}
