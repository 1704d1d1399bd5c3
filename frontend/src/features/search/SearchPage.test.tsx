import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productText } from '../../i18n/catalogues';
import { renderRoute, tenant, testSession } from '../../test/render';
import type { PropertySummary } from '../../lib/property-types';
import { SearchPage } from './SearchPage';

function summary(id: string, name: string): PropertySummary {
  return {
    _id: id,
    name,
    address: { street: '4 Residency Road', city: 'Pune', state: 'Maharashtra', zipCode: '411001' },
    locality: 'Camp',
    type: 'apartment',
    bedrooms: 2,
    bathrooms: 2,
    squareArea: 900,
    status: 'available',
    rentPrice: 32000,
    rentPaise: 3_200_000,
    featured: false,
    images: [],
    image: null,
    location: null,
    listedAt: '2026-01-01T00:00:00.000Z',
  };
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A search answer as the service sends it (its route's answer schema). */
function searchAnswer(properties: PropertySummary[], totalFound: number, message = 'Listings are updated daily') {
  return { properties, totalFound, message, page: 1, pageSize: 20 };
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

function stubApi(handler: Handler) {
  const calls: { url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return handler(url, init);
    }),
  );
  return calls;
}

function renderSearch(at: string | { pathname: string; state?: unknown }, session = testSession()) {
  return renderRoute(<SearchPage />, { path: '/search', at, session });
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchPage', () => {
  it('says so when no query is given', () => {
    const calls = stubApi(() => jsonResponse({}));
    renderSearch('/search');
    expect(screen.getByRole('heading', { name: 'No search query provided' })).toBeInTheDocument();
    expect(screen.getByText('Please go back and enter a search term.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the spinner while searching, then the results with count, message, cards and pages', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderSearch('/search?q=Pune');
    expect(screen.getByRole('status')).toHaveTextContent('Searching for properties...');
    answer(
      jsonResponse({
        properties: [summary('a1', 'Camp Residency'), summary('a2', 'Koregaon Lofts')],
        totalFound: 45,
        message: 'Listings near Pune station are updated daily',
        page: 1,
        pageSize: 20,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
    expect(screen.getByText('“Pune”')).toBeInTheDocument();
    expect(await screen.findByText('45 properties found')).toBeInTheDocument();
    expect(screen.getByText('Listings near Pune station are updated daily')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Camp Residency' })).toHaveAttribute('href', '/properties/a1');
    expect(screen.getByRole('link', { name: 'Koregaon Lofts' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next page ›' })).toHaveAttribute('href', '/search?q=Pune&page=2');
    expect(calls[0]?.url.pathname).toBe('/trio/properties/search');
    expect(calls[0]?.url.searchParams.get('query')).toBe('Pune');
  });

  it('takes the query from navigation state ({ searchQuery } or { query }) and moves it into the URL', async () => {
    const calls = stubApi(() => jsonResponse(searchAnswer([summary('a1', 'Camp Residency')], 1)));
    const { router } = renderSearch({ pathname: '/search', state: { searchQuery: ' Camp ' } });
    expect(await screen.findByText('1 property found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=Camp'));
    expect(calls.every((call) => call.url.searchParams.get('query') === 'Camp')).toBe(true);
  });

  it('shows the expansion panel when nothing is found, and "Get Notified" records interest with the e-mail', async () => {
    const calls = stubApi((url) =>
      url.pathname === '/trio/areas/interest'
        ? jsonResponse({ area: 'Ziro', kind: 'notify', recorded: true }, 202)
        : jsonResponse(searchAnswer([], 0, 'No properties found')),
    );
    renderSearch('/search?q=Ziro', testSession(tenant));
    expect(await screen.findByRole('heading', { name: "We're expanding to your area!" })).toBeInTheDocument();
    for (const blurb of ['Coming Soon', 'Stay Tuned', 'Suggest Areas']) {
      expect(screen.getByRole('heading', { name: blurb })).toBeInTheDocument();
    }
    expect(screen.getByText(/try a nearby locality, a city name/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Get Notified' }));
    const email = screen.getByRole('textbox', { name: 'E-mail (optional)' });
    expect(email).toHaveValue('asha.rao@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText(/We'll e-mail asha.rao@example.in as soon as homes in Ziro are listed/),
    ).toBeVisible();
    expect(calls.find((call) => call.url.pathname === '/trio/areas/interest')?.body).toEqual({
      area: 'Ziro',
      kind: 'notify',
      email: 'asha.rao@example.in',
      // The e-mail about the area comes in the language the page was shown in.
      language: 'en',
    });
  });

  it('offers the nearest places with homes when the place searched has none, each a link to its search', async () => {
    const calls = stubApi((url) =>
      url.searchParams.get('query') === 'Vashi'
        ? jsonResponse({
            ...searchAnswer([], 0, 'No properties found for "Vashi" yet.'),
            nearestPlaces: [
              {
                placeId: 'locality:mumbai:chembur',
                kind: 'locality',
                label: 'Chembur, Mumbai',
                name: 'Chembur',
                city: 'Mumbai',
                homes: 12,
                distanceKm: 10.4,
              },
              {
                placeId: 'locality:mumbai:powai',
                kind: 'locality',
                label: 'Powai, Mumbai',
                name: 'Powai',
                city: 'Mumbai',
                homes: 1,
                distanceKm: 13,
              },
            ],
          })
        : jsonResponse(searchAnswer([summary('c1', 'Chembur Heights')], 1)),
    );
    const { router } = renderSearch('/search?q=Vashi');
    expect(await screen.findByRole('heading', { name: "We're expanding to your area!" })).toBeInTheDocument();
    const nearest = screen.getByRole('navigation', { name: 'Nearest places with homes' });
    const links = within(nearest).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Chembur, Mumbai', 'Powai, Mumbai']);
    expect(within(nearest).getByText('10.4 km away · 12 homes')).toBeInTheDocument();
    expect(within(nearest).getByText('13 km away · 1 home')).toBeInTheDocument();

    await userEvent.click(links[0]!);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=Chembur%2C+Mumbai&place=locality%3Amumbai%3Achembur'),
    );
    expect(await screen.findByText('1 property found')).toBeInTheDocument();
    const last = calls.at(-1)!.url.searchParams;
    expect([last.get('query'), last.get('placeId')]).toEqual(['Chembur, Mumbai', 'locality:mumbai:chembur']);
  });

  it('shows no nearest places when the answer has none', async () => {
    stubApi(() => jsonResponse(searchAnswer([], 0, 'No properties found')));
    renderSearch('/search?q=Ziro');
    expect(await screen.findByRole('heading', { name: "We're expanding to your area!" })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Nearest places with homes' })).not.toBeInTheDocument();
  });

  it('records a suggested area, and shows the server message when recording fails', async () => {
    let fail = true;
    const calls = stubApi((url) => {
      if (url.pathname !== '/trio/areas/interest') return jsonResponse(searchAnswer([], 0));
      if (fail) {
        fail = false;
        return jsonResponse({ code: 'RATE_LIMITED', detail: 'Too many requests. Try again in a minute.' }, 429);
      }
      return jsonResponse({ area: 'Itanagar', kind: 'suggest', recorded: true }, 202);
    });
    renderSearch('/search?q=Ziro');
    await userEvent.click(await screen.findByRole('button', { name: 'Suggest Areas' }));
    const area = screen.getByRole('textbox', { name: 'Area to suggest' });
    await userEvent.clear(area);
    await userEvent.type(area, 'Itanagar');
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    await userEvent.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByText(/Thanks for suggesting Itanagar/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/trio/areas/interest').at(-1)?.body).toEqual({
      area: 'Itanagar',
      kind: 'suggest',
    });
  });

  it('on a failed search shows an empty list with "Error performing search"', async () => {
    stubApi(() => jsonResponse({ code: 'SERVICE_UNAVAILABLE', detail: 'down' }, 503));
    renderSearch('/search?q=Pune');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error performing search');
    expect(screen.getByText('0 properties found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says a search text from a link is too long without sending it, and the box takes no more than the limit', async () => {
    const calls = stubApi(() => jsonResponse(searchAnswer([], 0)));
    renderSearch(`/search?q=${'Pune'.repeat(75)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search text is too long: use at most 200 characters.',
    );
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('maxlength', '200');
    expect(calls.filter((call) => call.url.pathname.endsWith('/search'))).toEqual([]);
  });

  it('shows the server’s words when it refuses a search', async () => {
    stubApi(() =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          detail: 'The request is not valid',
          errors: [{ field: 'query', message: 'The search text is too long: use at most 200 characters.' }],
        },
        400,
      ),
    );
    renderSearch('/search?q=Pune');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search text is too long: use at most 200 characters.',
    );
  });

  it('sends the URL filters with the query and changes the URL when a filter changes', async () => {
    const calls = stubApi(() => jsonResponse(searchAnswer([summary('a1', 'Camp Residency')], 1)));
    const { router } = renderSearch('/search?q=Pune&minRent=10000&bedrooms=2&type=villa&sort=rent_asc&page=2&bogus=1');
    await screen.findByText('1 property found');
    const sent = calls[0]!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      query: 'Pune',
      minRent: '10000',
      bedrooms: '2',
      type: 'villa',
      sort: 'rent_asc',
      page: '2',
    });

    expect(screen.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max rent (₹)' }), '40000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply rent' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=Pune&minRent=10000&maxRent=40000&bedrooms=2&type=villa&sort=rent_asc',
      ),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Apartment');
    await waitFor(() => expect(router.state.location.search).toContain('type=apartment'));
    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({
        query: 'Pune',
        minRent: '10000',
        maxRent: '40000',
        bedrooms: '2',
        type: 'apartment',
        sort: 'rent_asc',
      }),
    );
  });

  it('refuses a rent range whose minimum is above its maximum', async () => {
    stubApi(() => jsonResponse(searchAnswer([summary('a1', 'Camp Residency')], 1)));
    const { router } = renderSearch('/search?q=Pune');
    await screen.findByText('1 property found');
    await userEvent.type(screen.getByRole('textbox', { name: 'Min rent (₹)' }), '50000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max rent (₹)' }), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply rent' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum rent cannot be more than maximum rent.');
    expect(router.state.location.search).toBe('?q=Pune');
  });

  it('refines the query from the search box on the page, keeping the filters', async () => {
    stubApi((url) =>
      url.pathname === '/trio/places/suggest'
        ? jsonResponse({ suggestions: [] })
        : jsonResponse(searchAnswer([summary('a1', 'Camp Residency')], 1)),
    );
    const { router } = renderSearch('/search?q=Pune&bedrooms=3&page=4');
    await screen.findByText('1 property found');
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Baner{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Baner&bedrooms=3'));
  });

  it('searches the place picked from the suggestions (place= in the URL), and keeps it across filters', async () => {
    const calls = stubApi((url) =>
      url.pathname === '/trio/properties/search'
        ? jsonResponse(searchAnswer([summary('a1', 'Camp Residency')], 1))
        : jsonResponse({ suggestions: [] }),
    );
    const { router } = renderSearch('/search?q=Koramangala%2C%20Bengaluru&place=locality%3Abengaluru%3Akoramangala');
    await screen.findByText('1 property found');
    const searches = () => calls.filter((call) => call.url.pathname === '/trio/properties/search');
    expect(searches()[0]!.url.searchParams.get('query')).toBe('Koramangala, Bengaluru');
    expect(searches()[0]!.url.searchParams.get('placeId')).toBe('locality:bengaluru:koramangala');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bedrooms' }), '2');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=Koramangala%2C+Bengaluru&place=locality%3Abengaluru%3Akoramangala&bedrooms=2',
      ),
    );
    await waitFor(() => expect(searches().at(-1)!.url.searchParams.get('bedrooms')).toBe('2'));
    expect(searches().at(-1)!.url.searchParams.get('placeId')).toBe('locality:bengaluru:koramangala');

    // New text typed in the box drops the place it replaces.
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Baner{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Baner&bedrooms=2'));
  });

  it('ignores a malformed place in a hand-edited URL and searches the text', async () => {
    const calls = stubApi(() => jsonResponse(searchAnswer([summary('a1', 'Camp Residency')], 1)));
    renderSearch('/search?q=Pune&place=DROP%20TABLE');
    await screen.findByText('1 property found');
    expect(calls[0]!.url.searchParams.get('query')).toBe('Pune');
    expect(calls[0]!.url.searchParams.has('placeId')).toBe(false);
  });

  describe('in Hindi', () => {
    it('shows the results, their count, the filters and the pages in Hindi', async () => {
      await productText.show('hi');
      stubApi(() => jsonResponse(searchAnswer([summary('a1', 'Camp Residency')], 45)));
      renderSearch('/search?q=Pune&bedrooms=2');
      expect(await screen.findByRole('heading', { level: 1, name: 'खोज के नतीजे' })).toBeInTheDocument();
      expect(await screen.findByText('45 प्रॉपर्टी मिलीं')).toBeInTheDocument();
      const filters = screen.getByRole('form', { name: 'फ़िल्टर' });
      expect(within(filters).getByRole('combobox', { name: 'बेडरूम' })).toHaveValue('2');
      expect(within(filters).getByRole('option', { name: 'किराया: कम से ज़्यादा' })).toBeInTheDocument();
      expect(within(filters).getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
      const pages = screen.getByRole('navigation', { name: 'नतीजों के पेज' });
      expect(within(pages).getByText('पेज 1 / 3')).toBeInTheDocument();
      expect(within(pages).getByRole('link', { name: 'अगला पेज ›' })).toBeInTheDocument();
    });

    it('offers the nearest places in Hindi when the place searched has no homes', async () => {
      await productText.show('hi');
      stubApi(() =>
        jsonResponse({
          ...searchAnswer([], 0),
          nearestPlaces: [
            {
              placeId: 'locality:mumbai:chembur',
              kind: 'locality',
              label: 'Chembur, Mumbai',
              name: 'Chembur',
              city: 'Mumbai',
              homes: 12,
              distanceKm: 10.4,
            },
          ],
        }),
      );
      renderSearch('/search?q=Vashi');
      expect(await screen.findByRole('heading', { name: 'हम जल्द ही आपके इलाके में भी आ रहे हैं!' })).toBeInTheDocument();
      expect(screen.getByText('Vashi').closest('p')).toHaveTextContent('Vashi में अभी हमारे पास कोई घर लिस्ट नहीं है।');
      const nearest = screen.getByRole('navigation', { name: 'सबसे नज़दीकी जगहें जहाँ घर हैं' });
      expect(within(nearest).getByText('10.4 किमी दूर · 12 घर')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'सूचना पाएँ' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'इलाके सुझाएँ' })).toBeInTheDocument();
    });
  });
});
