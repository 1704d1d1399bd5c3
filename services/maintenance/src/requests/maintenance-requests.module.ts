import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG } from '@trio/service-kit/config';
import { IMAGE_STORAGE_OPTIONS, ImageProcessor, ImageStorage, imageStorageOptionsFrom } from '@trio/service-kit/images';
import type { MaintenanceConfig } from '../config';
import { CopiesModule } from '../copies/copies.module';
import { MAINTENANCE_REQUEST_MODEL, maintenanceRequestSchema } from './maintenance-request.schema';
import { MaintenanceRequestsService } from './maintenance-requests.service';
import { RequestPhotosService } from './request-photos.service';

/** Requests, their notes, history and photos; the app declares the controller. */
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
    MaintenanceRequestsService,
    RequestPhotosService,
  ],
  exports: [MaintenanceRequestsService, RequestPhotosService],
})
export class MaintenanceRequestsModule {}
