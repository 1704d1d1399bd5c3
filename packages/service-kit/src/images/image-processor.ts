import { Inject, Injectable, Optional } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import type { SniffedImageType } from './image-sniffer';
import { MAX_INPUT_PIXELS, THUMBNAIL_MAX_WIDTH, WEB_MAX_EDGE } from './constants';
import { ImageException, unsupportedImageType } from './image.exception';

/** One stored rendition of an upload. */
export interface ProcessedVariant {
  buffer: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  bytes: number;
}

export interface ProcessedImage {
  /** For pages: WebP, long edge ≤ 1600 px, EXIF orientation applied, all metadata (GPS included) stripped. */
  web: ProcessedVariant;
  /** For cards and carousels: ≤ 400 px wide, WebP. */
  thumbnail: ProcessedVariant;
  /** What was uploaded, after orientation. */
  original: { type: SniffedImageType; width: number; height: number; hasTransparency: boolean };
}

export interface ImageProcessorOptions {
  webMaxEdge?: number;
  thumbnailMaxWidth?: number;
  /** Decompression-bomb guard (width × height of the input). */
  maxInputPixels?: number;
}

/** Optional provider overriding the processor's limits (tests, tuning). */
export const IMAGE_PROCESSOR_OPTIONS = Symbol.for('trio.images.image-processor-options');

const WEB_QUALITY = 80;
const THUMBNAIL_QUALITY = 75;
/** A thumbnail of a very tall image stays a sensible strip. */
const THUMBNAIL_MAX_HEIGHT_FACTOR = 3;

/**
 * Turns uploaded bytes (already sniffed as JPEG, PNG or WebP) into the stored variants. Output never carries the
 * input's metadata: sharp drops EXIF/XMP/IPTC unless asked to keep them, and phone photos carry GPS positions.
 * Both variants are WebP (every browser the SPA supports shows it, and it is about a third smaller than JPEG at the
 * same quality); opaque images are flattened onto white, images with real transparency keep it.
 */
@Injectable()
export class ImageProcessor {
  private readonly webMaxEdge: number;
  private readonly thumbnailMaxWidth: number;
  private readonly maxInputPixels: number;

  constructor(@Optional() @Inject(IMAGE_PROCESSOR_OPTIONS) options: ImageProcessorOptions = {}) {
    this.webMaxEdge = options.webMaxEdge ?? WEB_MAX_EDGE;
    this.thumbnailMaxWidth = options.thumbnailMaxWidth ?? THUMBNAIL_MAX_WIDTH;
    this.maxInputPixels = options.maxInputPixels ?? MAX_INPUT_PIXELS;
  }

  async process(input: Buffer, type: SniffedImageType): Promise<ProcessedImage> {
    let metadata: sharp.Metadata;
    try {
      // Reading the header decodes no pixels, so the pixel limit is checked below with a clear answer.
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch (error) {
      throw unsupportedImageType('The file could not be read as an image', error);
    }
    if (metadata.format !== type) {
      throw unsupportedImageType(`The file looks like ${type} but decodes as ${metadata.format ?? 'nothing'}`);
    }
    const { width, height } = metadata;
    if (!width || !height) throw unsupportedImageType('The image has no dimensions');
    if (width * height > this.maxInputPixels) {
      throw new ImageException(
        'IMAGE_TOO_LARGE',
        `The image has more than ${Math.floor(this.maxInputPixels / 1_000_000)} megapixels`,
      );
    }

    try {
      const hasTransparency = metadata.hasAlpha ? !(await this.open(input).stats()).isOpaque : false;
      const web = this.open(input).autoOrient().resize({
        width: this.webMaxEdge,
        height: this.webMaxEdge,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const thumbnail = this.open(input)
        .autoOrient()
        .resize({
          width: this.thumbnailMaxWidth,
          height: this.thumbnailMaxWidth * THUMBNAIL_MAX_HEIGHT_FACTOR,
          fit: 'inside',
          withoutEnlargement: true,
        });
      const [webVariant, thumbnailVariant] = await Promise.all([
        render(
          hasTransparency
            ? web.webp({ quality: WEB_QUALITY, alphaQuality: 90 })
            : web.flatten({ background: '#ffffff' }).webp({ quality: WEB_QUALITY }),
        ),
        render(thumbnail.webp({ quality: THUMBNAIL_QUALITY })),
      ]);
      const swapped = (metadata.orientation ?? 1) >= 5;
      return {
        web: webVariant,
        thumbnail: thumbnailVariant,
        original: {
          type,
          width: swapped ? height : width,
          height: swapped ? width : height,
          hasTransparency,
        },
      };
    } catch (error) {
      if (error instanceof ImageException) throw error;
      throw unsupportedImageType('The image could not be decoded', error);
    }
  }

  private open(input: Buffer): Sharp {
    // failOn 'error': corrupt data is refused, harmless warnings (common in phone JPEGs) are not.
    return sharp(input, { limitInputPixels: this.maxInputPixels, failOn: 'error', sequentialRead: true });
  }
}

async function render(pipeline: Sharp): Promise<ProcessedVariant> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return {
    buffer: data,
    contentType: 'image/webp',
    width: info.width,
    height: info.height,
    bytes: data.length,
  };
}
