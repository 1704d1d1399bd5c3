import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceSuggestion } from '@trio/contracts/http/properties';
import { productText } from '../i18n/catalogues';
import { renderRoute, tenant, testSession } from '../test/render';
import { LocationSearchForm } from './LocationSearchForm';

const koramangala: PlaceSuggestion = {
  placeId: 'locality:bengaluru:koramangala',
  kind: 'locality',
  label: 'Koramangala, Bengaluru',
  name: 'Koramangala',
  city: 'Bengaluru',
  homes: 1240,
};
const pin: PlaceSuggestion = {
  placeId: 'pin:560034',
  kind: 'pin',
  label: '560034 · Koramangala, Bengaluru',
  name: '560034',
  city: 'Bengaluru',
  homes: 1,
};

/** Stubs the suggestions route; returns the texts it was asked for. */
function stubSuggestions(answer: (q: string) => PlaceSuggestion[] = () => [koramangala, pin]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
      if (url.pathname !== '/trio/places/suggest') return new Response('{}', { status: 404 });
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      return new Response(JSON.stringify({ suggestions: answer(q) }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

const results = { routes: [{ path: '/search', element: <p>results</p> }] };
const box = () => screen.getByRole('combobox', { name: 'Location' });
const urlOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LocationSearchForm', () => {
  it('asks for a location when the trimmed text is empty, and clears the message when the user types', async () => {
    stubSuggestions();
    const { router } = renderRoute(<LocationSearchForm />);
    const input = box();
    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a location');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/');

    await userEvent.type(input, 'K');
    expect(screen.queryByText('Please enter a location')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('goes to /search?q=<trimmed text> when the text is searched as typed', async () => {
    stubSuggestions();
    const { router } = renderRoute(<LocationSearchForm />, results);
    await userEvent.type(box(), '  HSR Layout, Bengaluru {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('HSR Layout, Bengaluru');
    expect(new URLSearchParams(router.state.location.search).get('place')).toBeNull();
  });

  it('suggests places from the second character, with their kind and home count, and announces how many', async () => {
    const asked = stubSuggestions();
    renderRoute(<LocationSearchForm />);
    await userEvent.type(box(), 'k');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(box(), 'ora');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Koramangala, BengaluruLocality · 1,240 homes',
      '560034 · Koramangala, BengaluruPIN code · 1 home',
    ]);
    expect(screen.getByTestId('location-announcer')).toHaveTextContent(
      '2 suggestions available. Use the up and down arrows to choose.',
    );
    // Typing pauses are what is asked for, never a single character.
    expect(asked).not.toContain('k');
    expect(asked.at(-1)).toBe('kora');
  });

  it('names regions and the country as such, and suggests from text typed in an Indian script', async () => {
    const asked = stubSuggestions(() => [
      {
        placeId: 'region:mumbai-metropolitan-region',
        kind: 'region',
        label: 'Mumbai Metropolitan Region, Maharashtra',
        name: 'Mumbai Metropolitan Region',
        city: 'Mumbai Metropolitan Region',
        homes: 0,
      },
      { placeId: 'country:india', kind: 'country', label: 'All of India', name: 'India', city: 'India', homes: 2 },
    ]);
    renderRoute(<LocationSearchForm />);
    await userEvent.type(box(), 'मुं');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mumbai Metropolitan Region, MaharashtraRegion · 0 homes', 'All of IndiaCountry · 2 homes']);
    expect(asked.at(-1)).toBe('मुं');
  });

  it('picks a suggestion with the arrow keys and Enter: the place goes into the URL', async () => {
    stubSuggestions();
    const { router } = renderRoute(<LocationSearchForm />, results);
    await userEvent.type(box(), 'kora');
    await screen.findByRole('listbox');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowDown}'); // wraps round
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');

    expect(urlOf(router)).toBe('/search?q=Koramangala%2C%20Bengaluru&place=locality%3Abengaluru%3Akoramangala');
  });

  it('Escape closes the list, and a second Escape clears the box', async () => {
    stubSuggestions();
    renderRoute(<LocationSearchForm />);
    await userEvent.type(box(), 'kora');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('kora');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('picks a suggestion with the mouse', async () => {
    stubSuggestions();
    const onSearch = vi.fn();
    renderRoute(<LocationSearchForm onSearch={onSearch} />);
    await userEvent.type(box(), '5600');
    await userEvent.click(await screen.findByRole('option', { name: /560034/ }));
    expect(onSearch).toHaveBeenCalledWith('560034 · Koramangala, Bengaluru', 'pin:560034');
    expect(box()).toHaveValue('560034 · Koramangala, Bengaluru');
  });

  it('says when nothing matches', async () => {
    stubSuggestions(() => []);
    renderRoute(<LocationSearchForm />);
    await userEvent.type(box(), 'zzzz');
    await waitFor(() => expect(screen.getByTestId('location-announcer')).toHaveTextContent('No suggestions'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a signed-in user their recent searches in the empty box, newest first', async () => {
    stubSuggestions();
    const session = testSession(tenant);
    const first = renderRoute(<LocationSearchForm />, { ...results, session });
    await userEvent.type(box(), 'Pune{Enter}');
    first.unmount();

    const again = renderRoute(<LocationSearchForm />, { ...results, session });
    await userEvent.type(box(), 'kora');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    again.unmount();

    const { router } = renderRoute(<LocationSearchForm />, { ...results, session });
    await userEvent.click(box());
    const recent = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Koramangala, BengaluruRecent search', 'PuneRecent search']);
    expect(screen.getByTestId('location-announcer')).toHaveTextContent('2 recent searches');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(urlOf(router)).toBe('/search?q=Koramangala%2C%20Bengaluru&place=locality%3Abengaluru%3Akoramangala');
  });

  it('shows no recent searches to a visitor who is not signed in', async () => {
    stubSuggestions();
    localStorage.setItem(`trio.recent-searches.${tenant._id}`, JSON.stringify([{ label: 'Pune' }]));
    renderRoute(<LocationSearchForm />);
    await userEvent.click(box());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  describe('in Hindi', () => {
    it('labels the box, its suggestions with kind and home count, the announcement and the empty search in Hindi', async () => {
      await productText.show('hi');
      stubSuggestions();
      renderRoute(<LocationSearchForm />);
      const input = screen.getByRole('combobox', { name: 'जगह' });
      expect(input).toHaveAttribute('placeholder', 'इलाका, शहर या पिन कोड');
      await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
      expect(screen.getByRole('alert')).toHaveTextContent('कृपया कोई जगह लिखें');

      await userEvent.type(input, 'kora');
      const listbox = await screen.findByRole('listbox', { name: 'सुझाव' });
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Koramangala, Bengaluruइलाका · 1,240 घर', '560034 · Koramangala, Bengaluruपिन कोड · 1 घर']);
      expect(screen.getByTestId('location-announcer')).toHaveTextContent(
        '2 सुझाव उपलब्ध हैं। चुनने के लिए ऊपर और नीचे वाले तीर का इस्तेमाल करें।',
      );
    });
  });
});
