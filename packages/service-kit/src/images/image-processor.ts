import { Inject, Injectable, Optional } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import type { SniffedImageType } from './image-sniffer';
import { MAX_INPUT_PIXELS, MEDIUM_MAX_WIDTH, THUMBNAIL_MAX_WIDTH, WEB_MAX_EDGE } from './constants';
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
  /** For a photo across a phone's screen: ≤ 800 px wide, WebP (between the thumbnail and web in a srcset). */
  medium: ProcessedVariant;
  /** For cards and carousels: ≤ 400 px wide, WebP. */
  thumbnail: ProcessedVariant;
  /** What was uploaded, after orientation. */
  original: { type: SniffedImageType; width: number; height: number; hasTransparency: boolean };
}

export interface ImageProcessorOptions {
  webMaxEdge?: number;
  mediumMaxWidth?: number;
  thumbnailMaxWidth?: number;
  /** Decompression-bomb guard (width × height of the input). */
  maxInputPixels?: number;
}

/** Optional provider overriding the processor's limits (tests, tuning). */
export const IMAGE_PROCESSOR_OPTIONS = Symbol.for('trio.images.image-processor-options');

const WEB_QUALITY = 80;
const THUMBNAIL_QUALITY = 75;
/** A narrow variant (medium, thumbnail) of a very tall image stays a sensible strip. */
const NARROW_MAX_HEIGHT_FACTOR = 3;

/**
 * Turns uploaded bytes (already sniffed as JPEG, PNG or WebP) into the stored variants. Output never carries the
 * input's metadata: sharp drops EXIF/XMP/IPTC unless asked to keep them, and phone photos carry GPS positions.
 * Both variants are WebP (every browser the SPA supports shows it, and it is about a third smaller than JPEG at the
 * same quality); opaque images are flattened onto white, images with real transparency keep it.
 */
@Injectable()
export class ImageProcessor {
  private readonly webMaxEdge: number;
  private readonly mediumMaxWidth: number;
  private readonly thumbnailMaxWidth: number;
  private readonly maxInputPixels: number;

  constructor(@Optional() @Inject(IMAGE_PROCESSOR_OPTIONS) options: ImageProcessorOptions = {}) {
    this.webMaxEdge = options.webMaxEdge ?? WEB_MAX_EDGE;
    this.mediumMaxWidth = options.mediumMaxWidth ?? MEDIUM_MAX_WIDTH;
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
      const narrow = (maxWidth: number) =>
        this.open(input)
          .autoOrient()
          .resize({
            width: maxWidth,
            height: maxWidth * NARROW_MAX_HEIGHT_FACTOR,
            fit: 'inside',
            withoutEnlargement: true,
          });
      // Photos for pages keep real transparency; anything else is flattened onto white.
      const forPages = (pipeline: Sharp) =>
        render(
          hasTransparency
            ? pipeline.webp({ quality: WEB_QUALITY, alphaQuality: 90 })
            : pipeline.flatten({ background: '#ffffff' }).webp({ quality: WEB_QUALITY }),
        );
      const [webVariant, mediumVariant, thumbnailVariant] = await Promise.all([
        forPages(web),
        forPages(narrow(this.mediumMaxWidth)),
        render(narrow(this.thumbnailMaxWidth).webp({ quality: THUMBNAIL_QUALITY })),
      ]);
      const swapped = (metadata.orientation ?? 1) >= 5;
      return {
        web: webVariant,
        medium: mediumVariant,
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
