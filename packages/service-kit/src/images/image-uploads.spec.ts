import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ImageProcessor } from './image-processor';
import type { ImageStorage, OpenedObject } from './image-storage';
import { ImageUploads } from './image-uploads';
import { ImageException } from './image.exception';

/** A bucket in memory; `failOn` makes one key's put fail. */
function memoryStorage(failOn?: RegExp) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const storage = {
    bucket: 'memory',
    put: async (key: string, body: Buffer, contentType: string) => {
      if (failOn?.test(key)) throw new Error(`put ${key} failed`);
      objects.set(key, { body, contentType });
      return { key, etag: 'e', bytes: body.length };
    },
    open: async (key: string): Promise<OpenedObject | null> => {
      const object = objects.get(key);
      return object
        ? { stream: Readable.from([object.body]), bytes: object.body.length, etag: 'e', contentType: undefined }
        : null;
    },
    remove: async (key: string) => {
      objects.delete(key);
    },
  };
  return { objects, storage: storage as unknown as ImageStorage };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

describe('ImageUploads', () => {
  it('stores a web size and a thumbnail under the prefix, and opens each with the type it was stored with', async () => {
    const { objects, storage } = memoryStorage();
    const uploads = new ImageUploads(new ImageProcessor(), storage);
    const stored = await uploads.store(Readable.from([await jpeg(1200, 900)]), 'conversations/c1/i1');
    expect(stored.web).toMatchObject({
      objectKey: 'conversations/c1/i1/web.webp',
      contentType: 'image/webp',
      width: 1200,
      height: 900,
    });
    expect(stored.thumbnail).toMatchObject({ objectKey: 'conversations/c1/i1/thumbnail.webp', width: 400 });
    expect([...objects.keys()].sort()).toEqual(['conversations/c1/i1/thumbnail.webp', 'conversations/c1/i1/web.webp']);
    expect((await uploads.open(stored, 'thumbnail'))?.contentType).toBe('image/webp');
    await uploads.remove(stored);
    expect(objects.size).toBe(0);
    expect(await uploads.open(stored, 'web')).toBeNull();
  });

  it('refuses a file that is no image by its bytes, storing nothing', async () => {
    const { objects, storage } = memoryStorage();
    const uploads = new ImageUploads(new ImageProcessor(), storage);
    const error = await uploads.store(Readable.from([Buffer.from('<svg/>')]), 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageException);
    expect((error as ImageException).code).toBe('UNSUPPORTED_IMAGE_TYPE');
    expect(objects.size).toBe(0);
  });

  it('removes the size it stored when the other cannot be stored', async () => {
    const { objects, storage } = memoryStorage(/thumbnail/);
    const uploads = new ImageUploads(new ImageProcessor(), storage);
    await expect(uploads.store(Readable.from([await jpeg(640, 480)]), 'p')).rejects.toThrow(/put p\/thumbnail/);
    expect(objects.size).toBe(0);
  });
});
