import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG } from '@trio/service-kit/config';
import { CLOCK, systemClock, type Clock } from '@trio/service-kit/clock';
import { ImageProcessor } from '@trio/service-kit/images';
import { ImageLinks } from './image-links';
import { MediaRepository } from './media.repository';
import { MEDIA_MODEL, MEDIA_SLOTS_MODEL, mediaSchema, mediaSlotsSchema } from './media.schema';
import { MediaService } from './media.service';
import {
  MEDIA_STORAGE_OPTIONS,
  MediaStorage,
  mediaStorageOptionsFrom,
  type MediaStorageConfig,
  type MediaStorageOptions,
} from './media.storage';

/** By default the storage settings come from the app's configuration (S3_* and MEDIA_BUCKET). */
const storageOptionsFromAppConfig: Provider = {
  provide: MEDIA_STORAGE_OPTIONS,
  inject: [{ token: APP_CONFIG, optional: true }],
  useFactory: (config?: MediaStorageConfig): MediaStorageOptions => {
    if (!config?.S3_ENDPOINT) {
      throw new Error(
        'MediaModule needs the S3 settings: import ConfigModule with s3ConfigSchema, or use MediaModule.forRoot(options)',
      );
    }
    return mediaStorageOptionsFrom(config);
  },
};

/** Image addresses signed with the app's INTERNAL_IDENTITY_SECRET (a module test without one: a key of its own). */
const imageLinksFromAppConfig: Provider = {
  provide: ImageLinks,
  inject: [
    { token: APP_CONFIG, optional: true },
    { token: CLOCK, optional: true },
  ],
  useFactory: (config?: { INTERNAL_IDENTITY_SECRET?: string }, clock?: Clock) =>
    new ImageLinks(config?.INTERNAL_IDENTITY_SECRET, clock ?? systemClock),
};

/**
 * Images of listing requests and properties. Import it after `MongooseModule.forRoot(...)`. `MediaModule` takes the
 * storage settings from the app's configuration (`APP_CONFIG`: S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY,
 * S3_REGION, MEDIA_BUCKET); `MediaModule.forRoot(options)` takes them as given.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MEDIA_MODEL, schema: mediaSchema },
      { name: MEDIA_SLOTS_MODEL, schema: mediaSlotsSchema },
    ]),
  ],
  providers: [
    storageOptionsFromAppConfig,
    imageLinksFromAppConfig,
    MediaService,
    MediaStorage,
    MediaRepository,
    ImageProcessor,
  ],
  exports: [MediaService, MediaStorage, MediaRepository, ImageProcessor, ImageLinks],
})
export class MediaModule {
  /** The module with explicit storage settings (`mediaStorageOptionsFrom(config)` builds them). */
  static forRoot(options: MediaStorageOptions): DynamicModule {
    return { module: MediaModule, providers: [{ provide: MEDIA_STORAGE_OPTIONS, useValue: options }] };
  }
}
