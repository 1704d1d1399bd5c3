import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@trio/contracts/http/properties';
import { productText } from '../../i18n/catalogues';
import { renderRoute, tenant, testSession } from '../../test/render';
import { SavedSearchesSection, savedSearchUrl } from './SavedSearchesSection';

function jsonResponse(body: unknown, status = 200) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const koramangala: SavedSearch = {
  id: '6b00000000000000000000e1',
  name: 'Koramangala 2 BHK',
  frequency: 'instant',
  paused: false,
  criteria: { query: 'Koramangala, Bengaluru', placeId: 'locality:bengaluru:koramangala', bedrooms: 2 },
  createdAt: '2026-01-02T00:00:00.000Z',
  recentMatches: [
    {
      id: '6b00000000000000000000c1',
      name: 'Sunny 2 BHK',
      rentPaise: 3_250_000,
      city: 'Bengaluru',
      matchedAt: '2026-01-03T04:30:00.000Z',
    },
  ],
};
const pune: SavedSearch = {
  ...koramangala,
  id: '6b00000000000000000000e2',
  name: 'Pune houses',
  frequency: 'daily',
  paused: true,
  criteria: { query: 'Pune', type: 'house' },
  recentMatches: [],
};

function stubApi() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let list = [koramangala, pune];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (method === 'GET') return jsonResponse(list);
      const id = path.split('/').pop();
      if (method === 'DELETE') {
        list = list.filter((search) => search.id !== id);
        return new Response(null, { status: 204 });
      }
      const updated = { ...list.find((search) => search.id === id)!, ...(body as object) };
      list = list.map((search) => (search.id === id ? updated : search));
      return jsonResponse(updated);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  return renderRoute(<SavedSearchesSection />, { path: '/profile', session: testSession(tenant) });
}

describe('SavedSearchesSection', () => {
  it('lists the saved searches with what each matched lately', async () => {
    stubApi();
    renderSection();
    const first = await screen.findByRole('listitem', { name: 'Koramangala 2 BHK' });
    expect(within(first).getByRole('link', { name: 'Koramangala 2 BHK' })).toHaveAttribute(
      'href',
      '/search?q=Koramangala%2C+Bengaluru&place=locality%3Abengaluru%3Akoramangala&bedrooms=2',
    );
    expect(within(first).getByRole('link', { name: 'Sunny 2 BHK' })).toBeInTheDocument();
    expect(within(first).getByText(/Bengaluru · ₹32,500\/month/)).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: 'Pune houses' });
    expect(within(second).getByText('(paused)')).toBeInTheDocument();
    expect(within(second).getByText('No new homes have matched it yet.')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('pauses, renames and deletes', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'Koramangala 2 BHK' });

    await user.click(within(item).getByRole('button', { name: 'Pause' }));
    expect(await within(item).findByRole('button', { name: 'Resume' })).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Rename' }));
    const field = within(item).getByLabelText('New name');
    await user.clear(field);
    await user.type(field, 'Koramangala, any size');
    await user.click(within(item).getByRole('button', { name: 'Save name' }));
    const renamed = await screen.findByRole('listitem', { name: 'Koramangala, any size' });

    await user.click(within(renamed).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Koramangala, any size' })).toBeNull());

    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'PATCH', path: `/trio/saved-searches/${koramangala.id}`, body: { paused: true } },
      { method: 'PATCH', path: `/trio/saved-searches/${koramangala.id}`, body: { name: 'Koramangala, any size' } },
      { method: 'DELETE', path: `/trio/saved-searches/${koramangala.id}`, body: undefined },
    ]);
  });

  it('opens its search as the search page reads it', () => {
    expect(savedSearchUrl(pune)).toBe('/search?q=Pune&type=house');
  });

  describe('in Hindi', () => {
    it('lists the saved searches in Hindi, with the date of a match in Hindi', async () => {
      await productText.show('hi');
      stubApi();
      renderSection();
      expect(await screen.findByRole('heading', { level: 2, name: 'सेव की गई खोजें' })).toBeInTheDocument();
      const first = await screen.findByRole('listitem', { name: 'Koramangala 2 BHK' });
      const matches = within(first).getByRole('list', { name: 'Koramangala 2 BHK से हाल में मेल खाने वाले घर' });
      expect(within(matches).getByRole('listitem')).toHaveTextContent(
        'Sunny 2 BHK, Bengaluru · ₹32,500 / माह · 3 जन॰ 2026',
      );
      expect(within(first).getByText('घर लिस्ट होते ही')).toBeInTheDocument();
      expect(within(first).getByRole('button', { name: 'रोकें' })).toBeInTheDocument();
      const second = screen.getByRole('listitem', { name: 'Pune houses' });
      expect(within(second).getByText('(रुकी हुई)')).toBeInTheDocument();
      expect(within(second).getByText('रोज़ सुबह 8 बजे का सारांश')).toBeInTheDocument();
      expect(within(second).getByText('अभी तक कोई नया घर इससे मेल नहीं खाया है।')).toBeInTheDocument();
      expect(within(second).getByRole('button', { name: 'फिर से चालू करें' })).toBeInTheDocument();
    });
  });
});
