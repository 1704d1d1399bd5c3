import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@trio/service-kit/clock';
import { IMAGE_URL_PREFIX, type ImageVariant, type OwnerKind } from './media.constants';

/** A signed address stays valid this long at least (a page left open for a day still shows its images). */
const VALID_FOR_MS = 24 * 3_600_000;
/** Expiries are rounded up to the hour, so one image's address stays the same for an hour and browsers cache it. */
const ROUNDED_TO_MS = 3_600_000;

export interface ImageAddresses {
  url: string;
  thumbnailUrl: string;
}

/** The query a signed address carries. */
export interface ImageSignature {
  exp?: string;
  sig?: string;
}

/**
 * The addresses of images for an `<img src>`. A property's images are public. The images of a listing request are
 * for its landlord and its manager only, while it is not approved: the views made for them sign each address (HMAC-SHA256
 * over the image id, the variant and an expiry, as S3's presigned URLs are), and serving such an image needs a valid
 * signature. Image ids are random as well, so an id cannot be guessed from another.
 */
export class ImageLinks {
  private readonly key: Buffer;

  /** `secret` signs the addresses (the app's INTERNAL_IDENTITY_SECRET); without one, a random key of this process. */
  constructor(
    secret: string | undefined,
    private readonly clock: Clock,
  ) {
    this.key = secret ? createHmac('sha256', secret).update('trio image links').digest() : randomBytes(32);
  }

  /** The addresses of an image of a property (public) or of a listing request (signed). */
  addressesOf(ownerKind: OwnerKind, imageId: string): ImageAddresses {
    if (ownerKind === 'property') {
      const url = `${IMAGE_URL_PREFIX}${imageId}`;
      return { url, thumbnailUrl: `${url}?variant=thumbnail` };
    }
    const exp = String(Math.ceil((this.clock.now().getTime() + VALID_FOR_MS) / ROUNDED_TO_MS) * (ROUNDED_TO_MS / 1000));
    const signed = (variant: ImageVariant) => {
      const query = new URLSearchParams({
        ...(variant === 'thumbnail' ? { variant } : {}),
        exp,
        sig: this.signature(imageId, variant, exp),
      });
      return `${IMAGE_URL_PREFIX}${imageId}?${query.toString()}`;
    };
    return { url: signed('web'), thumbnailUrl: signed('thumbnail') };
  }

  /** Whether `signature` is a valid, unexpired signature of this image variant. */
  isSigned(imageId: string, variant: ImageVariant, signature: ImageSignature): boolean {
    const { exp, sig } = signature;
    if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= this.clock.now().getTime()) return false;
    const expected = Buffer.from(this.signature(imageId, variant, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Seconds a signed address has left (how long a browser may keep what it fetched with it). */
  secondsLeft(exp: string): number {
    return Math.max(0, Math.floor(Number(exp) - this.clock.now().getTime() / 1000));
  }

  private signature(imageId: string, variant: ImageVariant, exp: string): string {
    return createHmac('sha256', this.key).update(`${imageId}|${variant}|${exp}`).digest('base64url');
  }
}
