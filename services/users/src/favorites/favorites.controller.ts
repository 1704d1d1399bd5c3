import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  favoriteChangeBodySchema,
  type FavoriteChange as FavoriteAnswer,
  type FavoriteProperty,
} from '@trio/contracts/http/users';
import { CurrentIdentity, Idempotent, isCaller, ZodBody, type GatewayIdentity } from '@trio/service-kit/http';
import type { z } from 'zod';
import { notYourFavorites } from './favorites.exception';
import { FavoritesService } from './favorites.service';

type FavoriteChange = z.output<typeof favoriteChangeBodySchema>;

function assertCaller(id: string, me: GatewayIdentity): void {
  if (!isCaller(id, me)) throw notYourFavorites();
}

@Controller('trio/users')
export class FavoritesController {
  constructor(@Inject(FavoritesService) private readonly favorites: FavoritesService) {}

  @Get(':uid/favorites')
  list(@Param('uid') uid: string, @CurrentIdentity() me: GatewayIdentity): Promise<FavoriteProperty[]> {
    assertCaller(uid, me);
    return this.favorites.list(me.userId);
  }

  @Post('addFavorite')
  @HttpCode(200)
  @Idempotent()
  async add(
    @ZodBody(favoriteChangeBodySchema) body: FavoriteChange,
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
    @ZodBody(favoriteChangeBodySchema) body: FavoriteChange,
    @CurrentIdentity() me: GatewayIdentity,
  ): Promise<FavoriteAnswer> {
    assertCaller(body.userId, me);
    const ids = await this.favorites.remove(me.userId, body.propertyId);
    return { userId: me.userId, propertyId: body.propertyId, favorite: false, favoritePropertyIds: ids };
  }
}
