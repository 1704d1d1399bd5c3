import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conversationAnswer } from '../../test/api-answers';
import { productText } from '../../i18n/catalogues';
import { renderRoute, tenant, testSession } from '../../test/render';
import { useLoginDialog } from '../../lib/login-dialog-context';
import type { PlacesMapProps } from './map/PlacesMap';
import { PropertyPage } from './PropertyPage';
import { PROPERTY_ID, sampleManager, sampleProperty, stubPropertiesApi, summaryOf } from './detail/test-fixtures';

// Leaflet needs a real layout engine; the page tests check what the page hands to the map.
vi.mock('./map/PlacesMap', () => ({
  PlacesMap: (props: PlacesMapProps) => (
    <div role="region" aria-label={props.label} data-zoom={props.zoom}>
      <ul>
        {props.markers.map((marker) => (
          <li key={marker.id} data-kind={marker.kind}>
            {marker.label}
          </li>
        ))}
      </ul>
    </div>
  ),
}));

function LoginDialogProbe() {
  const { isOpen } = useLoginDialog();
  return isOpen ? <p>Login dialog is open</p> : null;
}

function renderPropertyPage(options: { signedIn?: boolean; id?: string } = {}) {
  return renderRoute(
    <>
      <PropertyPage />
      <LoginDialogProbe />
    </>,
    {
      path: '/properties/:id',
      at: `/properties/${options.id ?? PROPERTY_ID}`,
      session: testSession(options.signedIn ? tenant : null),
      routes: [
        { path: '/', element: <p>Home search</p> },
        { path: '/inbox/:id', element: <p>The conversation</p> },
      ],
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PropertyPage', () => {
  it('shows the property with its sections and sets the document title', async () => {
    stubPropertiesApi({
      featured: [summaryOf('c00000000000000000000001', 'Featured Villa in Whitefield')],
      similar: [summaryOf('c00000000000000000000002', 'Similar Flat in Domlur')],
    });
    renderPropertyPage();

    expect(await screen.findByRole('heading', { level: 1, name: sampleProperty.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About this home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's nearby" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured Listings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Similar Properties Nearby' })).toBeInTheDocument();
    expect(screen.getByText('₹25,000')).toBeInTheDocument();
    expect(screen.getAllByText('1,250 sq.ft').length).toBeGreaterThan(0);
    expect(screen.getByText('A bright corner flat near the metro.')).toBeInTheDocument();
    expect(screen.getAllByText('12, 5th Cross, HAL 2nd Stage, Bengaluru, Karnataka 560038').length).toBeGreaterThan(0);
    expect(document.title).toContain(sampleProperty.name);

    expect(await screen.findByRole('link', { name: 'Featured Villa in Whitefield' })).toHaveAttribute(
      'href',
      '/properties/c00000000000000000000001',
    );
    expect(await screen.findByRole('link', { name: 'Similar Flat in Domlur' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${sampleProperty.name}: main photo` })).toHaveAttribute('width', '1200');
    // The embedded map of the address, with the home's pin.
    const locationMap = screen.getByRole('region', { name: /^Map of 12, 5th Cross/ });
    expect(within(locationMap).getByText(sampleProperty.name)).toBeInTheDocument();
  });

  it('opens the photo gallery from "Show all N photos"', async () => {
    stubPropertiesApi();
    const user = userEvent.setup();
    renderPropertyPage();

    await user.click(await screen.findByRole('button', { name: 'Show all 3 photos' }));
    const gallery = screen.getByRole('dialog', { name: `${sampleProperty.name}: 3 photos` });
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    expect(within(gallery).getByRole('img', { name: `${sampleProperty.name}: photo 3 of 3` })).toBeInTheDocument();

    await user.click(within(gallery).getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('groups nearby places by category with distances in km', async () => {
    stubPropertiesApi();
    renderPropertyPage();

    const section = (await screen.findByRole('heading', { name: "What's nearby" })).closest('section');
    if (!section) throw new Error('no nearby section');
    const nearby = within(section);
    expect(await nearby.findByRole('heading', { name: 'Schools' })).toBeInTheDocument();
    expect(nearby.getByRole('heading', { name: 'Hospitals' })).toBeInTheDocument();
    expect(nearby.getByRole('heading', { name: 'Transportation' })).toBeInTheDocument();
    // Categories without places are left out.
    expect(nearby.queryByRole('heading', { name: 'Shopping' })).not.toBeInTheDocument();

    const hospitals = nearby.getByRole('heading', { name: 'Hospitals' }).parentElement;
    if (!hospitals) throw new Error('no hospitals group');
    const items = within(hospitals).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Manipal Clinic1.2 km', 'City Care Hospital1.9 km']);
    expect(nearby.getByText('0.4 km')).toBeInTheDocument();
  });

  it('"View All on Map" opens "All Nearby Places" at zoom 14 with every place and the home', async () => {
    stubPropertiesApi();
    const user = userEvent.setup();
    renderPropertyPage();

    await user.click(await screen.findByRole('button', { name: 'View All on Map' }));
    const dialog = screen.getByRole('dialog', { name: 'All Nearby Places' });
    const map = within(dialog).getByRole('region', { name: `Map of places near ${sampleProperty.name}` });
    expect(map).toHaveAttribute('data-zoom', '14');
    const markers = within(map).getAllByRole('listitem');
    expect(markers.map((marker) => marker.textContent)).toEqual([
      'Kendriya Vidyalaya',
      'Manipal Clinic',
      'City Care Hospital',
      'Indiranagar Metro',
      sampleProperty.name,
    ]);
    expect(markers.map((marker) => marker.dataset.kind)).toEqual([
      'schools',
      'hospitals',
      'hospitals',
      'transportation',
      'home',
    ]);
  });

  it('without map tiles configured, the map dialog says so and lists every place with its distance', async () => {
    stubPropertiesApi();
    const user = userEvent.setup();
    renderPropertyPage();

    await user.click(await screen.findByRole('button', { name: 'View All on Map' }));
    const dialog = within(screen.getByRole('dialog', { name: 'All Nearby Places' }));
    expect(dialog.getByRole('note')).toHaveTextContent(/^Map tiles are not configured/);
    const list = dialog.getByRole('region', { name: 'Every nearby place' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Schools', 'Hospitals', 'Transportation']);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Kendriya Vidyalaya0.4 km',
      'Manipal Clinic1.2 km',
      'City Care Hospital1.9 km',
      'Indiranagar Metro0.7 km',
    ]);
  });

  it('says when nearby places are unavailable', async () => {
    stubPropertiesApi({ nearby: null });
    renderPropertyPage();
    expect(await screen.findByText('Nearby places are not available for this address right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View All on Map' })).not.toBeInTheDocument();
  });

  it('shows "No featured listings" when there are none', async () => {
    stubPropertiesApi({ featured: [] });
    renderPropertyPage();
    expect(await screen.findByText('No featured listings')).toBeInTheDocument();
  });

  it('asks a visitor to log in to apply, opening the login dialog', async () => {
    stubPropertiesApi();
    const user = userEvent.setup();
    renderPropertyPage();

    await user.click(await screen.findByRole('button', { name: 'Please login to apply' }));
    expect(screen.getByText('Login dialog is open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in when they press the heart', async () => {
    stubPropertiesApi();
    const user = userEvent.setup();
    renderPropertyPage();

    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByText('Login dialog is open')).toBeInTheDocument();
  });

  it('offers a signed-in user "Apply Now" and "Check Eligibility" in the application area', async () => {
    stubPropertiesApi();
    const user = userEvent.setup();
    renderPropertyPage({ signedIn: true });

    expect(await screen.findByRole('button', { name: 'Check Eligibility' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('dialog', { name: 'Request to Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Please login to apply' })).not.toBeInTheDocument();
  });

  it('gives the manager card Message, which opens the conversation about the home, and a tel: link', async () => {
    const fetchMock = stubPropertiesApi();
    const properties = fetchMock.getMockImplementation()!;
    const opened: unknown[] = [];
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/trio/conversations') && init?.method === 'POST') {
        opened.push(JSON.parse(String(init.body)));
        return Response.json(conversationAnswer({ _id: 'c1' }));
      }
      return properties(input);
    });
    const user = userEvent.setup();
    const { router } = renderPropertyPage({ signedIn: true });

    expect(await screen.findByText(sampleManager.name)).toBeInTheDocument();
    expect(screen.getByText(sampleManager.companyName)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919845012345');
    await user.click(screen.getByRole('button', { name: `Message the manager of ${sampleProperty.name}` }));
    expect(await screen.findByText('The conversation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inbox/c1');
    expect(opened).toEqual([{ about: { kind: 'home', id: PROPERTY_ID } }]);
  });

  it('asks a visitor to sign in before messaging the manager', async () => {
    stubPropertiesApi();
    const user = userEvent.setup();
    renderPropertyPage();

    await user.click(await screen.findByRole('button', { name: `Message the manager of ${sampleProperty.name}` }));
    expect(screen.getByText('Login dialog is open')).toBeInTheDocument();
  });

  it("tells the home's own manager why they cannot message it", async () => {
    const fetchMock = stubPropertiesApi();
    const properties = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/trio/conversations') && init?.method === 'POST'
        ? Response.json(
            { code: 'OWN_HOME', status: 409, detail: 'You manage this home: renters message you about it.' },
            { status: 409, headers: { 'content-type': 'application/problem+json' } },
          )
        : properties(input),
    );
    const user = userEvent.setup();
    renderPropertyPage({ signedIn: true });

    await user.click(await screen.findByRole('button', { name: `Message the manager of ${sampleProperty.name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You manage this home: renters message you about it.');
  });

  it('disables Call with a reason when the manager has no phone number', async () => {
    stubPropertiesApi({ manager: { ...sampleManager, phone: null } });
    renderPropertyPage();

    const call = await screen.findByRole('button', { name: 'Call' });
    expect(call).toBeDisabled();
    expect(call).toHaveAccessibleDescription('No phone number is on record for this manager.');
    expect(screen.getByRole('button', { name: `Message the manager of ${sampleProperty.name}` })).toBeEnabled();
  });

  it('shows the floor plan once the main photo has loaded', async () => {
    stubPropertiesApi({ imageTypes: { a00000000000000000000003: 'floorplan' } });
    renderPropertyPage();

    const main = await screen.findByRole('img', { name: `${sampleProperty.name}: main photo` });
    expect(screen.queryByRole('heading', { name: 'Floor plan' })).not.toBeInTheDocument();
    fireEvent.load(main);
    expect(await screen.findByRole('img', { name: `Floor plan of ${sampleProperty.name}` })).toHaveAttribute(
      'src',
      '/trio/properties/propertyImages/a00000000000000000000003',
    );
  });

  it('says "Property not found" with a way back to search for an unknown id', async () => {
    stubPropertiesApi();
    renderPropertyPage({ id: 'ffffffffffffffffffffffff' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Property not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for properties' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Property not found');
  });

  it('shows the error state, not a broken page, when the property answer does not fit its contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = stubPropertiesApi();
    const malformed = { ...sampleProperty, name: undefined, rentPrice: 'a lot', images: 'none' };
    fetchMock.mockImplementationOnce(async () => Response.json([malformed]));
    renderPropertyPage();

    expect(await screen.findByRole('heading', { name: 'We could not load this property' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: sampleProperty.name })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('GET /trio/properties/:id answered outside its contract', expect.anything());
    warn.mockRestore();
  });

  it('offers a retry when loading fails for another reason', async () => {
    const fetchMock = stubPropertiesApi();
    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 503 }));
    const user = userEvent.setup();
    renderPropertyPage();

    expect(await screen.findByRole('heading', { name: 'We could not load this property' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: sampleProperty.name })).toBeInTheDocument(),
    );
  });

  describe('in Hindi', () => {
    it('shows the property, its facts, nearby places and photo gallery in Hindi', async () => {
      const user = userEvent.setup();
      stubPropertiesApi();
      await productText.show('hi');
      renderPropertyPage();

      expect(await screen.findByRole('heading', { level: 1, name: sampleProperty.name })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'इस घर के बारे में' })).toBeInTheDocument();
      expect(screen.getAllByText('1,250 वर्ग फ़ुट').length).toBeGreaterThan(0);
      expect(screen.getAllByText('उपलब्ध').length).toBeGreaterThan(0);
      expect(screen.getByText('प्रति माह')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'फ़ीचर्ड लिस्टिंग' })).toBeInTheDocument();
      const nearby = within(
        (await screen.findByRole('heading', { name: 'आस-पास क्या है' })).closest('section') as HTMLElement,
      );
      expect(await nearby.findByRole('heading', { name: 'स्कूल' })).toBeInTheDocument();
      expect(nearby.getByText('0.4 किमी')).toBeInTheDocument();

      await user.click(await screen.findByRole('button', { name: 'सभी 3 फ़ोटो देखें' }));
      const gallery = within(screen.getByRole('dialog', { name: `${sampleProperty.name}: 3 फ़ोटो` }));
      expect(gallery.getByRole('img', { name: `${sampleProperty.name}: 3 में से फ़ोटो 2` })).toBeInTheDocument();
      expect(gallery.getByRole('button', { name: 'फ़ोटो बंद करें' })).toBeInTheDocument();
    });
  });
});
