import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { propertyCardCopy } from './property-card.copy';
import { PropertyCardsService } from './property-cards.service';

/** The copies users keeps (the property cards favourites show); the app lists their handlers with its others. */
export const copies = [propertyCardCopy];

/** The copies' models, exported too: the app's event handlers include each copy's own handler, which writes it. */
const copyModels = MongooseModule.forFeature(copies.map((copy) => copy.model));

@Module({
  imports: [copyModels],
  providers: [PropertyCardsService],
  exports: [copyModels, PropertyCardsService],
})
export class CopiesModule {}
