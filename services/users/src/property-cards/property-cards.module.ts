import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PROPERTY_CARD_MODEL, propertyCardSchema } from './property-card.schema';
import { PropertyCardsService } from './property-cards.service';

/** The card copy of listed properties: its model and PropertyCardsService. The app declares its handler. */
@Module({
  imports: [MongooseModule.forFeature([{ name: PROPERTY_CARD_MODEL, schema: propertyCardSchema }])],
  providers: [PropertyCardsService],
  exports: [PropertyCardsService],
})
export class PropertyCardsModule {}
