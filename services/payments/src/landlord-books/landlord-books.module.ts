import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { CopiesModule } from '../copies/copies.module';
import { DepositsModule } from '../deposits/deposits.module';
import { LANDLORD_BOOK_MODEL, landlordBookSchema } from './landlord-book.schema';
import { OnDepositChangedHandler } from './handlers/on-deposit-changed.handler';
import { OnLeaseChangedHandler } from './handlers/on-lease-changed.handler';
import { OnPaymentReceivedHandler } from './handlers/on-payment-received.handler';
import { LandlordBooksController } from './landlord-books.controller';
import { LandlordBooksService } from './landlord-books.service';

/** The landlords' books (LandlordBooksService). */
@Module({
  imports: [
    CopiesModule,
    LedgerModule,
    PaymentsModule,
    DepositsModule,
    MongooseModule.forFeature([{ name: LANDLORD_BOOK_MODEL, schema: landlordBookSchema }]),
  ],
  providers: [LandlordBooksService],
  exports: [LandlordBooksService],
})
export class LandlordBooksModule {}

/**
 * The landlords' books: they take a lease after its ledger is made or its claim freed (the features before), and
 * follow this service's own payment, rent and deposit events.
 */
export const landlordBooksFeature = defineFeature({
  module: LandlordBooksModule,
  controllers: [LandlordBooksController],
  handlers: [OnLeaseChangedHandler, OnPaymentReceivedHandler, OnDepositChangedHandler],
});
