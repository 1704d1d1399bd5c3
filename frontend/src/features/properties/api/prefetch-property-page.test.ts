import { testQueryClient } from '../../../test/render';
import { sampleProperty } from '../detail/test-fixtures';
import { propertyQueryKey } from './get-property';
import { propertyImagesQueryKey } from '../../../lib/property-images';
import { prefetchPropertyPage } from './prefetch-property-page';

describe('prefetchPropertyPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it('loads the property and its image ids into the cache and preloads the first photo', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/images')
        ? Response.json(['img-1', 'img-2'])
        : Response.json([{ ...sampleProperty, _id: 'p1', name: '2 BHK in Kothrud' }]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = testQueryClient();

    prefetchPropertyPage(queryClient, 'p1');

    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull());
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
    expect(preload.getAttribute('href')).toBe('/trio/properties/propertyImages/img-1');
    expect(preload.getAttribute('as')).toBe('image');
    // The same candidates and layout as the page's <img>, so the browser preloads the size the page will show.
    expect(preload.getAttribute('imagesrcset')).toBe(
      '/trio/properties/propertyImages/img-1?variant=thumbnail 400w, ' +
        '/trio/properties/propertyImages/img-1?variant=medium 800w, /trio/properties/propertyImages/img-1 1600w',
    );
    expect(preload.getAttribute('imagesizes')).toBe('(min-width: 960px) 760px, 100vw');
    expect(queryClient.getQueryData(propertyImagesQueryKey('p1'))).toEqual(['img-1', 'img-2']);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(propertyQueryKey('p1'))).toMatchObject({ name: '2 BHK in Kothrud' }),
    );
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/trio/properties/p1',
      '/trio/properties/p1/images',
    ]);
  });

  it('preloads nothing for a property without photos, and leaves failures to the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/images') ? Response.json([]) : new Response('{}', { status: 404 }))),
    );
    const queryClient = testQueryClient();
    prefetchPropertyPage(queryClient, 'p2');
    await vi.waitFor(() => expect(queryClient.getQueryData(propertyImagesQueryKey('p2'))).toEqual([]));
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});
