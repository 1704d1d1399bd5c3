import sharp from 'sharp';
import { ImageProcessor } from './image-processor';
import { ImageException } from './image.exception';

const processor = new ImageProcessor();

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return error instanceof ImageException ? error.code : `not an ImageException: ${String(error)}`;
  }
  return undefined;
}

describe('ImageProcessor', () => {
  it('brings a 4000×3000 JPEG down to a 1600 px long edge, as WebP, with a ≤ 400 px thumbnail', async () => {
    const input = await photo(4000, 3000).jpeg({ quality: 90 }).toBuffer();
    const out = await processor.process(input, 'jpeg');

    expect(out.web).toMatchObject({ width: 1600, height: 1200, contentType: 'image/webp' });
    expect(out.web.bytes).toBe(out.web.buffer.length);
    const webMeta = await sharp(out.web.buffer).metadata();
    expect(webMeta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });

    expect(out.medium).toMatchObject({ width: 800, height: 600, contentType: 'image/webp' });
    expect((await sharp(out.medium.buffer).metadata()).format).toBe('webp');
    expect(out.medium.bytes).toBeLessThan(out.web.bytes);

    expect(out.thumbnail.width).toBeLessThanOrEqual(400);
    expect(out.thumbnail).toMatchObject({ width: 400, height: 300, contentType: 'image/webp' });
    expect((await sharp(out.thumbnail.buffer).metadata()).format).toBe('webp');
    expect(out.original).toMatchObject({ type: 'jpeg', width: 4000, height: 3000, hasTransparency: false });
  });

  it('keeps a portrait photo within 1600 px on its long edge', async () => {
    const out = await processor.process(await photo(1800, 3600).png().toBuffer(), 'png');
    expect(out.web).toMatchObject({ width: 800, height: 1600, contentType: 'image/webp' });
  });

  it('never upscales a small image', async () => {
    const out = await processor.process(await photo(120, 80).jpeg().toBuffer(), 'jpeg');
    expect(out.web).toMatchObject({ width: 120, height: 80 });
    expect(out.medium).toMatchObject({ width: 120, height: 80 });
    expect(out.thumbnail).toMatchObject({ width: 120, height: 80 });
  });

  it('applies the EXIF orientation, then strips EXIF (GPS included)', async () => {
    const input = await photo(300, 200)
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif).toBeDefined();
    expect(inputMeta.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    expect(inputMeta.orientation).toBe(6);

    const out = await processor.process(input, 'jpeg');
    expect(out.web).toMatchObject({ width: 200, height: 300 });
    expect(out.original).toMatchObject({ width: 200, height: 300 });
    for (const variant of [out.web, out.medium, out.thumbnail]) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.buffer.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('keeps a PNG with transparency transparent, as WebP', async () => {
    const input = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await photo(32, 32).png().toBuffer(), left: 16, top: 16 }])
      .png()
      .toBuffer();
    const out = await processor.process(input, 'png');
    expect(out.original.hasTransparency).toBe(true);
    expect(out.web.contentType).toBe('image/webp');
    const meta = await sharp(out.web.buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', hasAlpha: true });
    expect(await sharp(out.medium.buffer).metadata()).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('turns an opaque PNG with an alpha channel into WebP without one', async () => {
    const input = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const out = await processor.process(input, 'png');
    expect(out.original.hasTransparency).toBe(false);
    expect(out.web.contentType).toBe('image/webp');
    expect(await sharp(out.web.buffer).metadata()).toMatchObject({ format: 'webp', hasAlpha: false });
  });

  it('refuses bytes that look like an image but do not decode', async () => {
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    expect(await codeOf(processor.process(fakeJpeg, 'jpeg'))).toBe('UNSUPPORTED_IMAGE_TYPE');
    const png = await photo(50, 50).png().toBuffer();
    expect(await codeOf(processor.process(png.subarray(0, 60), 'png'))).toBe('UNSUPPORTED_IMAGE_TYPE');
  });

  it('refuses an image whose decoded type is not the sniffed one', async () => {
    const png = await photo(10, 10).png().toBuffer();
    expect(await codeOf(processor.process(png, 'jpeg'))).toBe('UNSUPPORTED_IMAGE_TYPE');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const small = new ImageProcessor({ maxInputPixels: 1_000_000 });
    const input = await photo(2000, 1000).png({ compressionLevel: 9 }).toBuffer();
    expect(await codeOf(small.process(input, 'png'))).toBe('IMAGE_TOO_LARGE');
  });
});
