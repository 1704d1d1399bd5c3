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
import { RedisModule } from '@trio/service-kit/redis';
import { defineFeature } from '@trio/service-kit/service';
import type { MaintenanceConfig } from '../config';
import { CopiesModule } from '../copies/copies.module';
import { OnPropertyUpdatedHandler } from './handlers/on-property-updated.handler';
import { OnRequestChangedHandler } from './handlers/on-request-changed.handler';
import { MAINTENANCE_REQUEST_MODEL, maintenanceRequestSchema } from './maintenance-request.schema';
import { MaintenanceRequestsController } from './maintenance-requests.controller';
import { MaintenanceRequestsService } from './maintenance-requests.service';
import { RequestPhotosService } from './request-photos.service';
import { SubmissionThrottle } from './submission-throttle';

/** Requests, their notes, history and photos. */
@Module({
  imports: [
    CopiesModule,
    MongooseModule.forFeature([{ name: MAINTENANCE_REQUEST_MODEL, schema: maintenanceRequestSchema }]),
  ],
  providers: [
    {
      provide: IMAGE_STORAGE_OPTIONS,
      inject: [APP_CONFIG],
      useFactory: (config: MaintenanceConfig) => imageStorageOptionsFrom(config, 'trio-maintenance'),
    },
    ImageStorage,
    ImageProcessor,
    ImageUploads,
    MaintenanceRequestsService,
    RequestPhotosService,
  ],
  exports: [MaintenanceRequestsService, RequestPhotosService],
})
export class MaintenanceRequestsModule {}

/** The requests: a changed home's requests name its owner and manager from its copy (kept first). */
export const maintenanceRequestsFeature = defineFeature({
  module: MaintenanceRequestsModule,
  controllers: [MaintenanceRequestsController],
  handlers: [OnPropertyUpdatedHandler, OnRequestChangedHandler],
  app: { imports: [RedisModule.forRoot()], providers: [SubmissionThrottle] }, // Redis: the submission throttle's counts
});
