import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG } from '@trio/service-kit/config';
import {
  IMAGE_STORAGE_OPTIONS,
  ImageProcessor,
  ImageStorage,
  ImageUploads,
  imageStorageOptionsFrom,
} from '@trio/service-kit/images';
import { defineFeature } from '@trio/service-kit/service';
import type { PaymentsConfig } from '../config';
import { CopiesModule } from '../copies/copies.module';
import { LedgerModule } from '../ledger/ledger.module';
import { PaymentsModule } from '../payments/payments.module';
import { DEPOSIT_MODEL, depositSchema } from './deposit.schema';
import { DepositsController } from './deposits.controller';
import { DepositsService } from './deposits.service';
import { OnDepositSettledHandler } from './handlers/on-deposit-settled.handler';
import { OnLeaseCreatedHandler } from './handlers/on-lease-created.handler';
import { InspectionPhotosService } from './inspection-photos.service';
import { DepositRefundJob } from './jobs/deposit-refund.job';
import { RefundRequests } from './refund-requests';

/**
 * The security deposits (DepositsService): the move-in payment's deposit, held per lease until refunded; the
 * inspection's photos (InspectionPhotosService) in this service's own private bucket.
 */
@Module({
  imports: [
    CopiesModule,
    LedgerModule,
    PaymentsModule,
    MongooseModule.forFeature([{ name: DEPOSIT_MODEL, schema: depositSchema }]),
  ],
  providers: [
    {
      provide: IMAGE_STORAGE_OPTIONS,
      inject: [APP_CONFIG],
      useFactory: (config: PaymentsConfig) => imageStorageOptionsFrom(config, 'trio-deposits'),
    },
    ImageStorage,
    ImageProcessor,
    ImageUploads,
    DepositsService,
    InspectionPhotosService,
    RefundRequests,
  ],
  exports: [DepositsService, InspectionPhotosService, RefundRequests],
})
export class DepositsModule {}

/**
 * Deposits, with their refund job (on the deposits queue): a new lease gets its deposit; a settled one has its
 * balance refunded.
 */
export const depositsFeature = defineFeature({
  module: DepositsModule,
  controllers: [DepositsController],
  handlers: [OnLeaseCreatedHandler, OnDepositSettledHandler],
  jobs: [DepositRefundJob],
});
