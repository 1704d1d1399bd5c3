import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { CopiesModule } from '../copies/copies.module';
import { LANDLORD_BOOK_MODEL, landlordBookSchema } from './landlord-book.schema';
import { LandlordBooksService } from './landlord-books.service';

/** The landlords' books (LandlordBooksService); the app declares the controller and the handlers (handlers/). */
@Module({
  imports: [
    CopiesModule,
    LedgerModule,
    PaymentsModule,
    MongooseModule.forFeature([{ name: LANDLORD_BOOK_MODEL, schema: landlordBookSchema }]),
  ],
  providers: [LandlordBooksService],
  exports: [LandlordBooksService],
})
export class LandlordBooksModule {}
