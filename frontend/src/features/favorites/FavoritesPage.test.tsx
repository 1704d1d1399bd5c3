import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { favoriteAnswer as favorite, favoriteChangeAnswer } from '../../test/api-answers';
import { productText } from '../../i18n/catalogues';
import { renderRoute, tenant, testSession } from '../../test/render';
import { FavoritesPage } from './FavoritesPage';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

function renderFavorites() {
  return renderRoute(<FavoritesPage />, {
    path: '/favorites',
    session: testSession(tenant),
    routes: [{ path: '/search', element: <p>search</p> }],
  });
}

describe('FavoritesPage', () => {
  it('removes a favourite from the grid at once, before the server answers', async () => {
    let stored = [favorite('f1', 'Sea Breeze Flat'), favorite('f2', 'Carter Road Studio')];
    let finishRemoval: () => void = () => undefined;
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === '/trio/users/u-tenant/favorites') return jsonResponse(stored);
        bodies.push(JSON.parse(String(init.body)));
        await new Promise<void>((resolve) => (finishRemoval = resolve));
        stored = stored.filter((item) => item._id !== 'f1');
        return jsonResponse(favoriteChangeAnswer(tenant._id, 'f1', false, ['f2']));
      }),
    );
    renderFavorites();
    expect(await screen.findByRole('link', { name: 'Sea Breeze Flat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sea Breeze Flat from favorites' }));
    expect(screen.queryByRole('link', { name: 'Sea Breeze Flat' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carter Road Studio' })).toBeInTheDocument();
    expect(bodies).toEqual([{ userId: tenant._id, propertyId: 'f1' }]);
    finishRemoval();
    await waitFor(() => expect(screen.getByText('1 saved home')).toBeInTheDocument());
  });

  it('puts the favourite back with a message when removal fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/favorites')
          ? jsonResponse([favorite('f1', 'Sea Breeze Flat')])
          : jsonResponse({ code: 'SERVICE_UNAVAILABLE', detail: 'down' }, 503),
      ),
    );
    renderFavorites();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sea Breeze Flat from favorites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't remove Sea Breeze Flat from your favorites. Please try again.",
    );
    expect(await screen.findByRole('link', { name: 'Sea Breeze Flat' })).toBeInTheDocument();
  });

  it('shows an empty state with a way to search', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    renderFavorites();
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pune' })).toHaveAttribute('href', '/search?q=Pune');
  });

  describe('in Hindi', () => {
    it('shows the saved homes with their count and remove buttons in Hindi', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse([favorite('f1', 'Sea Breeze Flat'), favorite('f2', 'Carter Road Studio')])),
      );
      await productText.show('hi');
      renderFavorites();
      expect(screen.getByRole('heading', { level: 1, name: 'पसंदीदा' })).toBeInTheDocument();
      expect(await screen.findByText('2 सेव किए गए घर')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sea Breeze Flat को पसंदीदा से हटाएँ' })).toHaveAttribute(
        'title',
        'पसंदीदा से हटाएँ',
      );
    });

    it('offers a search and popular cities when there are no favourites yet', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse([])),
      );
      await productText.show('hi');
      renderFavorites();
      const empty = (await screen.findByRole('heading', { name: 'अभी कोई पसंदीदा नहीं' })).closest('section');
      expect(empty).toHaveTextContent('या Bengaluru, Mumbai, Pune या Hyderabad में घर देखें।');
      expect(screen.getByRole('link', { name: 'Pune' })).toHaveAttribute('href', '/search?q=Pune');
    });
  });
});
