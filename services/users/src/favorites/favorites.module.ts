import { Module } from '@nestjs/common';
import { CopiesModule } from '../copies/copies.module';
import { UsersModule } from '../users/users.module';
import { FavoritesService } from './favorites.service';

/** Favourites: ids on the user's record, cards from the property-cards copy. The app declares FavoritesController. */
@Module({
  imports: [UsersModule, CopiesModule],
  providers: [FavoritesService],
  exports: [FavoritesService],
})
export class FavoritesModule {}
