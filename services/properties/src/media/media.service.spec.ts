import { systemClock } from '@trio/service-kit/clock';
import { ImageLinks } from './image-links';
import { Readable } from 'node:stream';
import { ProblemException } from '@trio/service-kit/http';
import { readCapped, servingHeaders, toMediaView } from './media.service';

function chunks(sizes: number[]): Readable & { pulled: number } {
  let i = 0;
  const stream = new Readable({
    read() {
      const size = sizes[i++];
      if (size === undefined) this.push(null);
      else {
        stream.pulled += 1;
        this.push(Buffer.alloc(size, 1));
      }
    },
  }) as Readable & { pulled: number };
  stream.pulled = 0;
  return stream;
}

describe('readCapped', () => {
  it('returns every byte up to and including the cap', async () => {
    expect((await readCapped(chunks([4, 4, 2]), 10)).length).toBe(10);
  });

  it('stops reading and destroys the stream as soon as the cap is passed', async () => {
    const stream = chunks([6, 6, 6, 6, 6, 6]);
    await expect(readCapped(stream, 10)).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(stream.destroyed).toBe(true);
    expect(stream.pulled).toBeLessThan(6);
  });

  it('treats a stream the multipart parser truncated as too large', async () => {
    const stream = Object.assign(chunks([3]), { truncated: true });
    const error = await readCapped(stream, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemException);
    expect((error as ProblemException).getStatus()).toBe(413);
  });
});

describe('servingHeaders', () => {
  it('sends the content type, length, quoted ETag, a year of immutable caching and the category', () => {
    expect(servingHeaders({ contentType: 'image/jpeg', bytes: 1234, etag: 'abc123', category: 'Living room' })).toEqual(
      {
        'content-type': 'image/jpeg',
        'content-length': '1234',
        etag: '"abc123"',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-image-type': 'Living room',
      },
    );
  });

  it('percent-encodes a category that is not plain ASCII', () => {
    expect(servingHeaders({ contentType: 'image/webp', bytes: 1, etag: 'e', category: 'रसोई' })['x-image-type']).toBe(
      encodeURIComponent('रसोई'),
    );
  });
});

describe('toMediaView', () => {
  it('points a property image at the gateway URLs of both variants', () => {
    const variant = { objectKey: 'k', contentType: 'image/jpeg', bytes: 10, width: 3, height: 2, etag: 'e' };
    const view = toMediaView(
      {
        _id: '0123456789abcdef01234567',
        ownerKind: 'property',
        ownerId: 'p1',
        category: 'main',
        originalType: 'png',
        web: variant,
        thumbnail: { ...variant, contentType: 'image/webp' },
        uploadedBy: 'u1',
        createdAt: new Date(),
      },
      new ImageLinks('a secret of at least thirty-two characters', systemClock),
    );
    expect(view).toEqual({
      _id: '0123456789abcdef01234567',
      id: '0123456789abcdef01234567',
      category: 'main',
      contentType: 'image/jpeg',
      width: 3,
      height: 2,
      bytes: 10,
      url: '/trio/properties/propertyImages/0123456789abcdef01234567',
      thumbnailUrl: '/trio/properties/propertyImages/0123456789abcdef01234567?variant=thumbnail',
    });
  });
});
