import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { defineFeature } from '@trio/service-kit/service';
import { RENT_LEDGER_MODEL, rentLedgerSchema } from './rent-ledger.schema';
import { CopiesModule } from '../copies/copies.module';
import { OnLeaseCreatedHandler } from './handlers/on-lease-created.handler';
import { RentNoticesJob } from './jobs/rent-notices.job';
import { RentLedgerService } from './rent-ledger.service';

/** The rent ledgers (RentLedgerService). */
@Module({
  imports: [CopiesModule, MongooseModule.forFeature([{ name: RENT_LEDGER_MODEL, schema: rentLedgerSchema }])],
  providers: [RentLedgerService],
  exports: [RentLedgerService],
})
export class LedgerModule {}

/** The ledgers, with their jobs (on the rent queue): a new lease gets its rent ledger. */
export const ledgerFeature = defineFeature({
  module: LedgerModule,
  handlers: [OnLeaseCreatedHandler],
  jobs: [RentNoticesJob],
});
