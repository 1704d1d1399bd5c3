import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Global, Module } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG } from '@trio/service-kit/config';
import { Test, type TestingModule } from '@nestjs/testing';
import { uniqueName } from '@trio/service-kit/testing/unique';
import { Client, type BucketItem } from 'minio';
import type { Connection } from 'mongoose';
import sharp from 'sharp';
import { ProblemException } from '@trio/service-kit/http';
import { sniffImageType } from '@trio/service-kit/images';
import { MediaModule } from '../src/media/media.module';
import { MediaRepository } from '../src/media/media.repository';
import type { MediaDocument } from '../src/media/media.schema';
import { MediaService, servingHeaders, type UploadImageInput } from '../src/media/media.service';
import { MediaStorage, mediaStorageOptionsFrom } from '../src/media/media.storage';
import type { OwnerKind } from '../src/media/media.constants';

jest.setTimeout(120_000);

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;
const config = {
  S3_ENDPOINT: env('S3_ENDPOINT', 'http://127.0.0.1:9000'),
  S3_ACCESS_KEY: env('S3_ACCESS_KEY', 'trio-local'),
  S3_SECRET_KEY: env('S3_SECRET_KEY', 'trio-local-secret'),
  S3_REGION: env('S3_REGION', 'us-east-1'),
  MEDIA_BUCKET: uniqueName('media-test'),
};
const mongoUrl = env('MONGO_URL', 'mongodb://127.0.0.1:27017');
const dbName = uniqueName('properties_media_test').replace(/-/g, '_');

let moduleRef: TestingModule;
let media: MediaService;
let repository: MediaRepository;
let connection: Connection;
const options = mediaStorageOptionsFrom(config);
const s3 = new Client({
  endPoint: options.endPoint,
  port: options.port,
  useSSL: options.useSSL,
  accessKey: options.accessKey,
  secretKey: options.secretKey,
  region: options.region,
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of s3.listObjectsV2(config.MEDIA_BUCKET, '', true) as AsyncIterable<BucketItem>) {
    if (item.name) keys.push(item.name);
  }
  return keys.sort();
}

const mediaDocs = () => connection.collection<MediaDocument>('media').countDocuments({});

/** Objects in the bucket and documents in `media`: a refusal changes neither. */
async function storedState() {
  return { objects: (await bucketKeys()).length, documents: await mediaDocs() };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProblemException) return error.code;
    throw error;
  }
  return 'accepted';
}

let colour = 0;
/** A small opaque image, a different colour each time (so each upload has its own bytes and ETag). */
async function image(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  colour += 1;
  const background = { r: colour % 256, g: (colour * 7) % 256, b: (colour * 13) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

function uploadOf(bytes: Buffer | Readable, ownerId: string, extra: Partial<UploadImageInput> = {}): UploadImageInput {
  return {
    file: Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes,
    declaredName: 'photo.jpg',
    declaredType: 'image/jpeg',
    ownerKind: 'property',
    ownerId,
    category: 'additional',
    uploadedBy: 'user-1',
    ...extra,
  };
}

async function uploadMany(ownerKind: OwnerKind, ownerId: string, n: number): Promise<void> {
  for (let done = 0; done < n; done += 5) {
    const batch = Math.min(5, n - done);
    await Promise.all(
      Array.from({ length: batch }, async () =>
        media.upload(uploadOf(await image('jpeg', 24, 16), ownerId, { ownerKind })),
      ),
    );
  }
}

beforeAll(async () => {
  moduleRef = await Test.createTestingModule({
    imports: [
      MongooseModule.forRoot(mongoUrl, { dbName, serverSelectionTimeoutMS: 5_000 }),
      MediaModule.forRoot(options),
    ],
  }).compile();
  await moduleRef.init();
  media = moduleRef.get(MediaService);
  repository = moduleRef.get(MediaRepository);
  connection = moduleRef.get<Connection>(getConnectionToken());
});

afterAll(async () => {
  if (await s3.bucketExists(config.MEDIA_BUCKET).catch(() => false)) {
    const keys = await bucketKeys();
    if (keys.length > 0) await s3.removeObjects(config.MEDIA_BUCKET, keys);
    await s3.removeBucket(config.MEDIA_BUCKET);
  }
  await connection?.dropDatabase();
  await moduleRef?.close();
});

describe('media against the real MinIO and MongoDB-wire server', () => {
  it('creates the bucket from MEDIA_BUCKET at start-up', async () => {
    expect(moduleRef.get(MediaStorage).bucket).toBe(config.MEDIA_BUCKET);
    expect(await s3.bucketExists(config.MEDIA_BUCKET)).toBe(true);
  });

  it('accepts a PNG named photo.jpg and declared image/jpeg as PNG, and serves it with the right headers', async () => {
    const before = await storedState();
    const png = await image('png', 2400, 1200);
    const view = await media.upload(uploadOf(png, 'prop-png', { category: '  Living   room ' }));

    expect(view).toMatchObject({
      category: 'Living room',
      contentType: 'image/webp',
      width: 1600,
      height: 800,
      url: `/trio/properties/propertyImages/${view._id}`,
      thumbnailUrl: `/trio/properties/propertyImages/${view._id}?variant=thumbnail`,
    });
    expect(view._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await storedState()).toEqual({ objects: before.objects + 3, documents: before.documents + 1 });

    const doc = await connection.collection<MediaDocument>('media').findOne({ _id: view._id });
    expect(doc).toMatchObject({
      ownerKind: 'property',
      ownerId: 'prop-png',
      originalType: 'png',
      uploadedBy: 'user-1',
    });

    const web = await media.open(view._id, 'web');
    const webBytes = await readAll(web.stream);
    expect(sniffImageType(webBytes)).toBe('webp');
    expect(webBytes.length).toBe(view.bytes);
    expect(servingHeaders(web)).toEqual({
      'content-type': 'image/webp',
      'content-length': String(webBytes.length),
      etag: `"${createHash('md5').update(webBytes).digest('hex')}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-image-type': 'Living room',
    });

    const thumbnail = await media.open(view._id, 'thumbnail');
    const thumbBytes = await readAll(thumbnail.stream);
    expect(sniffImageType(thumbBytes)).toBe('webp');
    expect(servingHeaders(thumbnail)).toMatchObject({ 'content-type': 'image/webp', 'x-image-type': 'Living room' });
    expect((await sharp(thumbBytes).metadata()).width).toBeLessThanOrEqual(400);
    expect(thumbnail.etag).not.toBe(web.etag);

    const medium = await media.open(view._id, 'medium');
    const mediumBytes = await readAll(medium.stream);
    expect(servingHeaders(medium)).toMatchObject({ 'content-type': 'image/webp', 'x-image-type': 'Living room' });
    expect(await sharp(mediumBytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
    expect(mediumBytes.length).toBeLessThan(webBytes.length);
  });

  it('serves the web variant for "medium" of an image stored before that variant existed', async () => {
    const view = await media.upload(uploadOf(await image('jpeg', 1200, 900), 'prop-older'));
    await connection.collection<MediaDocument>('media').updateOne({ _id: view._id }, { $unset: { medium: '' } });
    const web = await media.open(view._id, 'web');
    const medium = await media.open(view._id, 'medium');
    web.stream.destroy();
    medium.stream.destroy();
    expect(medium.etag).toBe(web.etag);
    await media.remove(view._id);
  });

  it('keeps a transparent PNG transparent (served as WebP)', async () => {
    const png = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const view = await media.upload(uploadOf(png, 'prop-alpha', { category: 'main' }));
    const opened = await media.open(view._id);
    expect(opened.contentType).toBe('image/webp');
    expect(sniffImageType(await readAll(opened.stream))).toBe('webp');
  });

  it('refuses a text file named .jpg, an SVG and undecodable JPEG bytes, storing nothing and freeing the slot', async () => {
    const before = await storedState();
    const text = Buffer.from('this is not an image, whatever its name says\n');
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x5a)]);

    expect(await codeOf(media.upload(uploadOf(text, 'prop-bad', { declaredName: 'notes.jpg' })))).toBe(
      'UNSUPPORTED_IMAGE_TYPE',
    );
    expect(
      await codeOf(
        media.upload(uploadOf(svg, 'prop-bad', { declaredName: 'logo.svg', declaredType: 'image/svg+xml' })),
      ),
    ).toBe('UNSUPPORTED_IMAGE_TYPE');
    expect(await codeOf(media.upload(uploadOf(brokenJpeg, 'prop-bad')))).toBe('UNSUPPORTED_IMAGE_TYPE');

    expect(await storedState()).toEqual(before);
    expect(await repository.slotCount('property', 'prop-bad')).toBe(0);
    expect(await media.countFor('property', 'prop-bad')).toBe(0);
  });

  it('refuses an 11 MB file with IMAGE_TOO_LARGE without reading it all, storing nothing', async () => {
    const before = await storedState();
    const header = await image('jpeg', 8, 8);
    const chunkSize = 64 * 1024;
    const total = 11 * 1024 * 1024;
    let produced = 0;
    const file = Readable.from(
      (function* () {
        yield header;
        produced = header.length;
        while (produced < total) {
          const chunk = Buffer.alloc(Math.min(chunkSize, total - produced), 0x42);
          produced += chunk.length;
          yield chunk;
        }
      })(),
    );

    expect(await codeOf(media.upload(uploadOf(file, 'prop-big')))).toBe('IMAGE_TOO_LARGE');
    expect(produced).toBeLessThan(total);
    expect(file.destroyed).toBe(true);
    expect(await storedState()).toEqual(before);
    expect(await repository.slotCount('property', 'prop-big')).toBe(0);
  });

  it('accepts 30 images for a property and refuses the 31st with TOO_MANY_IMAGES, storing nothing', async () => {
    await uploadMany('property', 'prop-full', 30);
    expect(await media.countFor('property', 'prop-full')).toBe(30);

    const before = await storedState();
    expect(await codeOf(media.upload(uploadOf(await image('webp'), 'prop-full')))).toBe('TOO_MANY_IMAGES');
    expect(await storedState()).toEqual(before);
    expect(await media.countFor('property', 'prop-full')).toBe(30);
    expect(await repository.slotCount('property', 'prop-full')).toBe(30);

    const list = await media.listFor('property', 'prop-full');
    expect(list).toHaveLength(30);
    expect(new Set(list.map((v) => v._id)).size).toBe(30);
  });

  it('lets exactly one of several concurrent uploads through when 29 images exist', async () => {
    await uploadMany('property', 'prop-race', 29);
    const before = await storedState();

    const results = await Promise.all(
      Array.from({ length: 6 }, async () => codeOf(media.upload(uploadOf(await image('png'), 'prop-race')))),
    );
    expect(results.filter((r) => r === 'accepted')).toHaveLength(1);
    expect(results.filter((r) => r === 'TOO_MANY_IMAGES')).toHaveLength(5);
    expect(await media.countFor('property', 'prop-race')).toBe(30);
    expect(await repository.slotCount('property', 'prop-race')).toBe(30);
    expect(await storedState()).toEqual({ objects: before.objects + 3, documents: before.documents + 1 });
  });

  it('moves a listing request’s images to its property and keeps the counts right', async () => {
    await uploadMany('listing-request', 'lr-1', 3);
    await uploadMany('property', 'prop-approved', 2);

    expect(await media.reassign('listing-request', 'lr-1', 'property', 'prop-approved')).toBe(3);
    expect(await media.countFor('listing-request', 'lr-1')).toBe(0);
    expect(await media.countFor('property', 'prop-approved')).toBe(5);
    expect(await repository.slotCount('listing-request', 'lr-1')).toBe(0);
    expect(await repository.slotCount('property', 'prop-approved')).toBe(5);

    // Moving into a property that would pass 30 is refused and moves nothing.
    await uploadMany('listing-request', 'lr-2', 1);
    expect(await codeOf(media.reassign('listing-request', 'lr-2', 'property', 'prop-full'))).toBe('TOO_MANY_IMAGES');
    expect(await media.countFor('listing-request', 'lr-2')).toBe(1);
    expect(await repository.slotCount('listing-request', 'lr-2')).toBe(1);
    expect(await repository.slotCount('property', 'prop-full')).toBe(30);
  });

  it('removes an image with its objects and frees its slot; unknown ids are NOT_FOUND', async () => {
    const view = await media.upload(uploadOf(await image('jpeg'), 'prop-remove'));
    const before = await storedState();
    expect(await repository.slotCount('property', 'prop-remove')).toBe(1);

    await media.remove(view._id);
    expect(await storedState()).toEqual({ objects: before.objects - 3, documents: before.documents - 1 });
    expect(await repository.slotCount('property', 'prop-remove')).toBe(0);
    expect(await codeOf(media.open(view._id))).toBe('NOT_FOUND');
    expect(await codeOf(media.remove(view._id))).toBe('NOT_FOUND');
    expect(await codeOf(media.open('not-an-id', 'thumbnail'))).toBe('NOT_FOUND');
    expect(await codeOf(media.open('0123456789abcdef01234567'))).toBe('NOT_FOUND');
  });

  it('refuses an empty category with VALIDATION_FAILED before storing anything', async () => {
    const before = await storedState();
    expect(await codeOf(media.upload(uploadOf(await image('png'), 'prop-cat', { category: '   ' })))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await storedState()).toEqual(before);
  });

  it('plain MediaModule takes its storage settings from the app configuration (APP_CONFIG)', async () => {
    @Global()
    @Module({ providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] })
    class FakeConfigModule {}
    const app = await Test.createTestingModule({
      imports: [FakeConfigModule, MongooseModule.forRoot(mongoUrl, { dbName }), MediaModule],
    }).compile();
    await app.init();
    try {
      expect(app.get(MediaStorage).bucket).toBe(config.MEDIA_BUCKET);
    } finally {
      await app.close();
    }
  });
});
