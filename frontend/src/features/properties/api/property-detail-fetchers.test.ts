import { ApiError } from '../../../lib/problem';
import { sampleProperty } from '../detail/test-fixtures';
import { fetchProperty } from './get-property';
import { fetchPropertyImageCategories, fetchPropertyImageCategory } from './get-property-image-category';
import { fetchPropertyManagerInfo } from './get-property-manager-info';

function image(type: string | null, status = 200): Response {
  return new Response(new Uint8Array([1]), {
    status,
    headers: type === null ? { 'content-type': 'image/webp' } : { 'content-type': 'image/webp', 'x-image-type': type },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('property detail fetchers', () => {
  it('reads the first item of the property array', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([
        { ...sampleProperty, _id: 'p1', name: 'First' },
        { ...sampleProperty, _id: 'p2' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchProperty('p1')).resolves.toMatchObject({ _id: 'p1', name: 'First' });
    expect(fetchMock).toHaveBeenCalledWith('/trio/properties/p1', expect.objectContaining({ method: 'GET' }));
  });

  it('turns a 404 into an ApiError with status 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'NOT_FOUND', detail: 'There is no property x.' }, { status: 404 })),
    );
    const failure = await fetchProperty('x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });

  it('reads an image category from x-image-type on the thumbnail, decoding percent-encoding', async () => {
    const fetchMock = vi.fn(async () => image('Bed%20Room'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPropertyImageCategory('i1')).resolves.toBe('Bed Room');
    expect(fetchMock).toHaveBeenCalledWith(
      '/trio/properties/propertyImages/i1?variant=thumbnail',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('gives null for an image without a category or one that fails, keeping the order', async () => {
    const answers: Record<string, Response> = {
      '/trio/properties/propertyImages/a?variant=thumbnail': image('main'),
      '/trio/properties/propertyImages/b?variant=thumbnail': image(null),
      '/trio/properties/propertyImages/c?variant=thumbnail': Response.json({ code: 'NOT_FOUND' }, { status: 404 }),
      '/trio/properties/propertyImages/d?variant=thumbnail': image('floorplan'),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answers[url] ?? image(null)),
    );
    await expect(fetchPropertyImageCategories(['a', 'b', 'c', 'd'])).resolves.toEqual([
      'main',
      null,
      null,
      'floorplan',
    ]);
  });

  it('answers null when a property has no manager', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ propertyManager: null })),
    );
    await expect(fetchPropertyManagerInfo('p1')).resolves.toBeNull();
  });
});
