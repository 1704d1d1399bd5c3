import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { propertyCardCopy } from './property-card.copy';
import { PropertyCardsService } from './property-cards.service';

/** The copies users keeps (the property cards favourites show). */
export const copies = [propertyCardCopy];

/** The copies' models, exported too: the app's event handlers include each copy's own handler, which writes it. */
const copyModels = MongooseModule.forFeature(copies.map((copy) => copy.model));

@Module({
  imports: [copyModels],
  providers: [PropertyCardsService],
  exports: [copyModels, PropertyCardsService],
})
export class CopiesModule {}

/** The copies, kept by their own handlers (which run first among one event's handlers). */
export const copiesFeature = defineFeature({ module: CopiesModule, handlers: copies.map((copy) => copy.handler) });
