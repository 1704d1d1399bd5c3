import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { favoriteAnswer, favoriteChangeAnswer } from '../../test/api-answers';
import { renderRoute, tenant, testQueryClient, testSession } from '../../test/render';
import type { PropertyCardData } from '../../lib/property-types';
import { productText } from '../../i18n/catalogues';
import { PropertyCard } from './PropertyCard';

const property: PropertyCardData = {
  _id: '665f1c2b9d3e4a00aaaaaaaa',
  name: 'Lakeview 2BHK',
  address: { street: '12 Lake Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560034' },
  locality: 'Koramangala',
  rentPrice: 125000,
  bedrooms: 2,
  bathrooms: 1,
  images: ['img-one', 'img-two', 'img-three'],
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function LoginDialogProbe() {
  const { isOpen } = useLoginDialog();
  return <p>{isOpen ? 'login dialog open' : 'login dialog closed'}</p>;
}

function renderCard(card: PropertyCardData = property, session = testSession()) {
  return renderRoute(
    <>
      <PropertyCard property={card} />
      <LoginDialogProbe />
    </>,
    { session, routes: [{ path: '/properties/:id', element: <p>property page</p> }] },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PropertyCard', () => {
  it('shows the name as a link to the property page, the address, locality, rent in rupees and rooms', async () => {
    const { router } = renderCard();
    expect(screen.getByText('12 Lake Road, Bengaluru, Karnataka 560034')).toBeInTheDocument();
    expect(screen.getByText('Koramangala')).toBeInTheDocument();
    expect(screen.getByText('₹1,25,000')).toBeInTheDocument();
    expect(screen.getByText('2 bedrooms · 1 bathroom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Lakeview 2BHK' }));
    expect(router.state.location.pathname).toBe('/properties/665f1c2b9d3e4a00aaaaaaaa');
  });

  it('steps through thumbnails with buttons, dots and arrow keys, wrapping, and never advances by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCard();
    const photo = () => screen.getByRole('img', { name: /Lakeview 2BHK, photo/ });
    expect(photo()).toHaveAttribute('src', '/trio/properties/propertyImages/img-one?variant=thumbnail');
    expect(photo()).toHaveAttribute('loading', 'lazy');

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(photo()).toHaveAccessibleName('Lakeview 2BHK, photo 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(photo()).toHaveAccessibleName('Lakeview 2BHK, photo 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAccessibleName('Lakeview 2BHK, photo 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(photo()).toHaveAttribute('src', '/trio/properties/propertyImages/img-two?variant=thumbnail');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-current', 'true');

    const carousel = screen.getByRole('group', { name: 'Photos of Lakeview 2BHK' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(photo()).toHaveAccessibleName('Lakeview 2BHK, photo 3 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(photo()).toHaveAccessibleName('Lakeview 2BHK, photo 1 of 3');
    fireEvent.keyDown(carousel, { key: 'End' });
    expect(photo()).toHaveAccessibleName('Lakeview 2BHK, photo 3 of 3');
  });

  it('shows the placeholder when an image fails to load, and when the property has no photos', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = renderCard();
    fireEvent.error(screen.getByRole('img', { name: 'Lakeview 2BHK, photo 1 of 3' }));
    const failed = screen.getByRole('img', { name: 'Photo 1 of Lakeview 2BHK could not be loaded' });
    expect(failed.getAttribute('src')).toMatch(/property-placeholder|^data:image\/svg/);
    unmount();

    renderCard({ ...property, images: [] });
    expect(screen.getByRole('img', { name: 'No photo yet of Lakeview 2BHK' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it('asks for the image ids when the property does not carry them', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(['fetched-one']));
    vi.stubGlobal('fetch', fetchMock);
    renderCard({ ...property, images: undefined });
    expect(await screen.findByRole('img', { name: 'Lakeview 2BHK, photo 1 of 1' })).toHaveAttribute(
      'src',
      '/trio/properties/propertyImages/fetched-one?variant=thumbnail',
    );
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/trio/properties/665f1c2b9d3e4a00aaaaaaaa/images');
  });

  it('opens the login dialog when a visitor presses the heart, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderCard();
    const heart = screen.getByRole('button', { name: 'Add to favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(screen.getByText('login dialog open')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles the favourite for a signed-in user: red at once, then back', async () => {
    const requests: { url: string; body: unknown }[] = [];
    let favorites: ReturnType<typeof favoriteAnswer>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const body = init.body ? JSON.parse(String(init.body)) : undefined;
        requests.push({ url, body });
        if (url.endsWith('/addFavorite')) favorites = [favoriteAnswer(property._id, property.name)];
        if (url.endsWith('/removeFavorite')) favorites = [];
        if (url.endsWith('/favorites')) return jsonResponse(favorites);
        return jsonResponse(favoriteChangeAnswer(tenant._id, property._id, url.endsWith('/addFavorite')));
      }),
    );
    renderRoute(<PropertyCard property={property} />, {
      session: testSession(tenant),
      queryClient: testQueryClient(),
    });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/trio/users/u-tenant/favorites'));

    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    const heart = screen.getByRole('button', { name: 'Remove from favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveClass('property-card__favorite--on');
    expect(requests).toContainEqual({
      url: '/trio/users/addFavorite',
      body: { userId: tenant._id, propertyId: property._id },
    });

    await userEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(requests).toContainEqual({
        url: '/trio/users/removeFavorite',
        body: { userId: tenant._id, propertyId: property._id },
      }),
    );
    expect(within(document.body).queryByText('login dialog open')).not.toBeInTheDocument();
  });

  it('turns the heart back when adding fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/favorites') ? jsonResponse([]) : jsonResponse({ code: 'NOT_FOUND', detail: 'gone' }, 404),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<PropertyCard property={property} />, { session: testSession(tenant) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/trio/users/addFavorite'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  describe('in Hindi', () => {
    it('shows rooms, rent per month and the photo controls in Hindi, rupees in Indian grouping', async () => {
      await productText.show('hi');
      const { unmount } = renderCard();
      expect(screen.getByText('₹1,25,000')).toBeInTheDocument();
      expect(screen.getByText('/ माह')).toBeInTheDocument();
      expect(screen.getByText('2 बेडरूम · 1 बाथरूम')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Lakeview 2BHK की फ़ोटो' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Lakeview 2BHK, 3 में से फ़ोटो 1' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'अगली फ़ोटो' }));
      expect(screen.getByRole('img', { name: 'Lakeview 2BHK, 3 में से फ़ोटो 2' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '3 में से फ़ोटो 3 देखें' })).toBeInTheDocument();
      unmount();

      renderCard({ ...property, bedrooms: 0, bathrooms: 2, images: [] });
      expect(screen.getByText('स्टूडियो · 2 बाथरूम')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Lakeview 2BHK की अभी कोई फ़ोटो नहीं है' })).toBeInTheDocument();
    });
  });
});
