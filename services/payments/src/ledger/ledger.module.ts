import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RENT_LEDGER_MODEL, rentLedgerSchema } from './rent-ledger.schema';
import { CopiesModule } from '../copies/copies.module';
import { RentLedgerService } from './rent-ledger.service';

/** The rent ledgers (RentLedgerService); the app adds the BullMQ jobs (jobs/). */
@Module({
  imports: [CopiesModule, MongooseModule.forFeature([{ name: RENT_LEDGER_MODEL, schema: rentLedgerSchema }])],
  providers: [RentLedgerService],
  exports: [RentLedgerService],
})
export class LedgerModule {}
