import { Module } from '@nestjs/common';
import { defineFeature } from '@trio/service-kit/service';
import { CopiesModule } from '../copies/copies.module';
import { UsersModule } from '../users/users.module';
import { FavoritesController } from './favorites.controller';
import { FavoritesService } from './favorites.service';

/** Favourites: ids on the user's record, cards from the property-cards copy. */
@Module({
  imports: [UsersModule, CopiesModule],
  providers: [FavoritesService],
  exports: [FavoritesService],
})
export class FavoritesModule {}

/** The favourites, over HTTP. */
export const favoritesFeature = defineFeature({ module: FavoritesModule, controllers: [FavoritesController] });
