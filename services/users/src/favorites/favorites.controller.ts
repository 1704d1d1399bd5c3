import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { objectIdSchema } from '@trio/contracts/common';
import { CurrentIdentity, Idempotent, ZodBody, type GatewayIdentity } from '@trio/service-kit/http';
import { z } from 'zod';
import type { PropertyCardView } from '../property-cards/property-cards.service';
import { notYourFavorites } from './favorites.exception';
import { FavoritesService } from './favorites.service';

const favoriteChangeSchema = z.object({
  /** The caller's uid or _id (the spec sends one of them); checked against the caller, never trusted. */
  userId: z.string().trim().min(1, 'userId is required.'),
  propertyId: objectIdSchema,
});
type FavoriteChange = z.output<typeof favoriteChangeSchema>;

interface FavoriteAnswer {
  userId: string;
  propertyId: string;
  favorite: boolean;
  favoritePropertyIds: string[];
}

/** Whether `id` (a uid or a user id from the path or body) names the caller. */
export function isCaller(id: string, me: GatewayIdentity): boolean {
  return id === me.userId || id === me.uid;
}

function assertCaller(id: string, me: GatewayIdentity): void {
  if (!isCaller(id, me)) throw notYourFavorites();
}

@Controller('trio/users')
export class FavoritesController {
  constructor(@Inject(FavoritesService) private readonly favorites: FavoritesService) {}

  @Get(':uid/favorites')
  list(@Param('uid') uid: string, @CurrentIdentity() me: GatewayIdentity): Promise<PropertyCardView[]> {
    assertCaller(uid, me);
    return this.favorites.list(me.userId);
  }

  @Post('addFavorite')
  @HttpCode(200)
  @Idempotent()
  async add(
    @ZodBody(favoriteChangeSchema) body: FavoriteChange,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<FavoriteAnswer> {
    assertCaller(body.userId, me);
    const ids = await this.favorites.add(me.userId, body.propertyId);
    return { userId: me.userId, propertyId: body.propertyId, favorite: true, favoritePropertyIds: ids };
  }

  @Post('removeFavorite')
  @HttpCode(200)
  @Idempotent()
  async remove(
    @ZodBody(favoriteChangeSchema) body: FavoriteChange,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<FavoriteAnswer> {
    assertCaller(body.userId, me);
    const ids = await this.favorites.remove(me.userId, body.propertyId);
    return { userId: me.userId, propertyId: body.propertyId, favorite: false, favoritePropertyIds: ids };
  }
}
