import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../projections/projections.module';
import { RentLedgerService } from './rent-ledger.service';

/** The rent ledgers (RentLedgerService); the app adds the BullMQ jobs (jobs/). */
@Module({
  imports: [ProjectionsModule],
  providers: [RentLedgerService],
  exports: [RentLedgerService],
})
export class LedgerModule {}
