import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../../lib/auth/types';
import { landlordDashboardAnswer, listingRequestAnswer, maintenanceRequestAnswer } from '../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRoutes } from '../../test/fetch-stub';
import { productText } from '../../i18n/catalogues';
import { renderRoute, testSession } from '../../test/render';
import { LandlordHubPage } from './LandlordHubPage';

const landlord: SessionUser = {
  _id: '665f1c2b9d3e4a0012340001',
  uid: 'u-landlord-0001',
  email: 'vikram@example.in',
  displayName: 'Vikram Rathore',
  firstName: 'Vikram',
  lastName: 'Rathore',
  role: 'landlord',
  isEmailUser: true,
  language: null,
};
const DASHBOARD = `GET /trio/landlord/${landlord._id}/dashboard`;
const REQUESTS = `GET /trio/propertyListingRequest/landlord/${landlord._id}`;

function renderHub(routes: StubRoutes, options: { at?: string; user?: SessionUser } = {}) {
  const received = stubRoutes({
    [DASHBOARD]: landlordDashboardAnswer(),
    [REQUESTS]: [listingRequestAnswer()],
    ...routes,
  });
  renderRoute(<LandlordHubPage />, {
    path: '/landlord-hub',
    at: options.at ?? '/landlord-hub',
    session: testSession(options.user ?? landlord),
  });
  return received;
}

describe('LandlordHubPage', () => {
  it('shows the loading text, then the role badge and the Overview stat cards (Total Collected: rent and deposits, fees apart)', async () => {
    renderHub({});
    expect(screen.getByRole('status')).toHaveTextContent('Loading your landlord dashboard...');
    const stats = await screen.findByRole('region', { name: 'Summary' });
    expect(screen.getByText('Property Owner')).toBeInTheDocument();
    expect(within(stats).getByRole('heading', { name: 'Total Properties' }).nextSibling).toHaveTextContent('2');
    expect(within(stats).getByRole('heading', { name: 'Active Tenants' }).nextSibling).toHaveTextContent('1');
    expect(within(stats).getByRole('heading', { name: 'Total Collected' }).nextSibling).toHaveTextContent('₹62,500');
    expect(within(stats).getByText('Rent, deposits and late fees; renters’ fees (₹550) not included')).toBeInTheDocument();
  });

  it('reads Property Manager for a manager', async () => {
    renderHub({}, { user: { ...landlord, role: 'property_manager' } });
    expect(await screen.findByText('Property Manager')).toBeInTheDocument();
  });

  it('shows the error alert headed Error when the dashboard fails', async () => {
    renderHub({ [DASHBOARD]: problemAnswer(503, 'SERVICE_UNAVAILABLE', 'down') });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load dashboard data');
  });

  it('shows No Properties Found with Add Your First Property, which opens Add New Property', async () => {
    renderHub({ [DASHBOARD]: landlordDashboardAnswer({ properties: [] }), [REQUESTS]: [] });
    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Your First Property' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Property' });
    expect(within(dialog).getByRole('textbox', { name: 'Locality/Area' })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Bedrooms' })).toHaveValue(1);
    expect(within(dialog).getByRole('combobox', { name: 'Property Type' })).toHaveValue('apartment');
  });

  it('Overview: View Details leads to the property page; Recent Activity comes from real events', async () => {
    renderHub({});
    const details = await screen.findAllByRole('link', { name: 'View Details' });
    expect(details[0]).toHaveAttribute('href', `/properties/${landlordDashboardAnswer().properties![0]!._id}`);
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(activity).toHaveTextContent('₹63,050 received from Asha Rao');
    expect(activity).toHaveTextContent('Asha Rao leased');
    expect(activity).toHaveTextContent('Listing 9, 4th Cross, Jayanagar, Bengaluru, Karnataka 560011 submitted');
  });

  it('View Contracts lists the leases with their agreement PDFs; View Reports shows the owner statement', async () => {
    renderHub({});
    await userEvent.click(await screen.findByRole('button', { name: 'View Contracts' }));
    expect(screen.getByRole('region', { name: 'Contracts' })).toHaveTextContent('Asha Rao');
    expect(screen.getByRole('button', { name: 'Agreement PDF' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Reports' }));
    const statement = screen.getByRole('region', { name: 'Owner Statement' });
    const rows = within(statement).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('November 2026');
    expect(rows[1]).toHaveTextContent('₹25,000₹25,000₹0');
    expect(rows.at(-1)).toHaveTextContent('Total October 2026₹25,000₹0₹25,000');
    expect(within(statement).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('Listing Requests: the landlord’s labels, the manager’s notes, and edit-and-resubmit on needs_more_info', async () => {
    const sentBack = listingRequestAnswer({
      _id: '6660a1b2c3d4e5f601230002',
      status: 'needs_more_info',
      reviewNotes: 'Add a photo of the kitchen.',
    });
    const received = renderHub(
      {
        [REQUESTS]: [listingRequestAnswer(), sentBack],
        [`PUT /trio/propertyListingRequest/${sentBack._id}`]: { ...sentBack, status: 'assigned' },
      },
      { at: '/landlord-hub?tab=listing-requests' },
    );
    expect(await screen.findByText('Assigned to Manager')).toBeInTheDocument();
    expect(screen.getByText('Needs More Info')).toBeInTheDocument();
    expect(screen.getByText('Manager’s notes: Add a photo of the kitchen.')).toBeInTheDocument();
    // Who the request went to, so the landlord knows whom to expect a decision from.
    expect(screen.getAllByText('Manager: Priya Nair (Trio Property Services)')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Edit and resubmit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit and resubmit' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Sunny 2 BHK, kitchen photo added');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Locality/Area' }), 'Jayanagar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    const put = received.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      description: 'Sunny 2 BHK, kitchen photo added',
      leaseType: 'monthly',
      address: { locality: 'Jayanagar' },
    });
  });

  it('Listing Requests: a draft (its photos never came) says so, takes its photos from the card, or is deleted (issue 25, item 14)', async () => {
    const draft = listingRequestAnswer({
      _id: '6660a1b2c3d4e5f601230009',
      status: 'draft',
      statusLabel: 'Draft: add photos',
      assignedPropertyManager: null,
    });
    let listed = [listingRequestAnswer(), draft];
    const received = renderHub(
      {
        [REQUESTS]: () => listed,
        [`DELETE /trio/propertyListingRequest/${draft._id}`]: () => {
          listed = [listingRequestAnswer()];
          return new Response(null, { status: 204 });
        },
      },
      { at: '/landlord-hub?tab=listing-requests' },
    );
    expect(await screen.findByText('Draft: add photos')).toBeInTheDocument();
    const card = screen.getByText('Draft: add photos').closest('li')!;
    expect(card).toHaveTextContent('Not sent to a manager yet');
    expect(within(card).queryByText(/^Manager:/)).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Add photos' }));
    const modal = screen.getByRole('dialog', { name: 'Upload Property Images' });
    expect(within(modal).getByLabelText('Kitchen (required)')).toBeInTheDocument();
    // From the card the modal can be closed: the draft stays a draft.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Upload Property Images' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete draft' }));
    await vi.waitFor(() => expect(screen.queryByText('Draft: add photos')).not.toBeInTheDocument());
    expect(received.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/trio/propertyListingRequest/${draft._id}`,
    ]);
  });

  it('shows Failed to fetch listing requests when they cannot be loaded', async () => {
    renderHub({ [REQUESTS]: problemAnswer(500, 'INTERNAL', 'boom') }, { at: '/landlord-hub?tab=listing-requests' });
    expect(await screen.findByText('Failed to fetch listing requests')).toBeInTheDocument();
  });

  it('Properties: View Tenants and Maintenance open those tabs for the home; Edit says what can change and how', async () => {
    const leased = landlordDashboardAnswer().properties![0]!;
    renderHub(
      {
        [`GET /trio/maintenance/landlord/${landlord._id}`]: [
          maintenanceRequestAnswer({ propertyId: { _id: leased._id, name: leased.name, address: leased.address } }),
          maintenanceRequestAnswer({ _id: '6720aa00bb00cc00dd000002', title: 'Geyser not heating' }),
        ],
      },
      { at: '/landlord-hub?tab=properties' },
    );
    const homes = () => within(screen.getByRole('region', { name: 'Properties' })).getAllByRole('listitem');
    await screen.findByRole('region', { name: 'Properties' });
    await userEvent.click(within(homes()[1]!).getByRole('button', { name: 'View Tenants' }));
    expect(screen.getByRole('tab', { name: 'Tenants', selected: true })).toBeInTheDocument();
    expect(screen.getByText('No tenants found.')).toBeInTheDocument(); // the vacant villa
    await userEvent.click(screen.getByRole('button', { name: 'Show all tenants' }));
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Properties' }));
    await userEvent.click(within(homes()[0]!).getByRole('button', { name: 'Maintenance' }));
    expect(screen.getByRole('tab', { name: 'Maintenance Requests', selected: true })).toBeInTheDocument();
    // Only that home's requests, in the maintenance panel (status selector and notes).
    expect(await screen.findByRole('article', { name: 'Kitchen tap leaking' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Geyser not heating' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show all requests' }));
    expect(await screen.findByRole('article', { name: 'Geyser not heating' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Properties' }));
    await userEvent.click(within(homes()[0]!).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit listing' });
    expect(within(dialog).getByRole('link', { name: 'Upload photos' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/uploadImages$/),
    );
  });

  it('Tenants: Contact and Call are mailto and tel links', async () => {
    renderHub({}, { at: '/landlord-hub?tab=tenants' });
    expect(await screen.findByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:asha.rao@example.in');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919812345678');
  });

  it('Payments: Payment History, or its empty text', async () => {
    renderHub({ [DASHBOARD]: landlordDashboardAnswer({ payments: [] }) }, { at: '/landlord-hub?tab=payments' });
    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
    expect(screen.getByText('No payment history found.')).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    it('shows the hub, its tabs, the stat cards and Recent Activity in Hindi, dates as Hindi readers write them', async () => {
      await productText.show('hi');
      renderHub({});
      expect(await screen.findByRole('heading', { level: 1, name: 'मकान-मालिक हब' })).toBeInTheDocument();
      expect(screen.getByText('प्रॉपर्टी मालिक')).toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: 'लिस्टिंग अनुरोध' })).toBeInTheDocument();
      const stats = screen.getByRole('region', { name: 'सारांश' });
      expect(within(stats).getByRole('heading', { name: 'कुल वसूली' }).nextSibling).toHaveTextContent('₹62,500');
      expect(within(stats).getByText('किराया, डिपॉज़िट और विलंब शुल्क; किरायेदारों की फ़ीस (₹550) शामिल नहीं')).toBeInTheDocument();
      const activity = screen.getByRole('region', { name: 'हाल की गतिविधि' });
      expect(activity).toHaveTextContent(
        '20 नवंबर 2026: 9, 4th Cross, Jayanagar, Bengaluru, Karnataka 560011 की लिस्टिंग जमा की गई',
      );
      expect(screen.getByRole('button', { name: 'नई प्रॉपर्टी जोड़ें' })).toBeInTheDocument();
    });

    it('Listing Requests: the status, the rooms as a plural and the submitted date in Hindi', async () => {
      await productText.show('hi');
      renderHub({}, { at: '/landlord-hub?tab=listing-requests' });
      expect(await screen.findByRole('button', { name: 'नया अनुरोध' })).toBeInTheDocument();
      expect(await screen.findByText(/बेडरूम/)).toHaveTextContent(/\/ माह · \d+ बेडरूम · \d+ बाथरूम/);
      expect(screen.getByText('20 नवंबर 2026 को जमा किया')).toBeInTheDocument();
    });
  });

  it('View Contracts shows the leases ending soon with their renewal and notice state, read-only (issue 30)', async () => {
    const dashboard = landlordDashboardAnswer();
    const [lease] = dashboard.leases!;
    renderHub({
      [DASHBOARD]: {
        ...dashboard,
        leases: [
          {
            ...lease!,
            endingSoon: true,
            daysLeft: 30,
            renewalOffer: {
              endDate: '2028-11-15',
              rentPaise: 2_625_000,
              rentLabel: '₹26,250',
              increasePaise: 125_000,
              increaseLabel: '₹1,250',
              increasePercent: 5,
              offeredAt: '2027-10-01T06:00:00.000Z',
              status: 'declined',
              answeredAt: '2027-10-02T06:00:00.000Z',
            },
          },
        ],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View Contracts' }));
    const ending = screen.getByRole('region', { name: 'Leases ending soon' });
    expect(ending).toHaveTextContent('Asha Rao');
    expect(ending).toHaveTextContent('30 days left');
    expect(ending).toHaveTextContent('+₹1,250 (5%)');
    expect(ending).toHaveTextContent('Declined');
    expect(within(ending).queryByRole('button')).not.toBeInTheDocument();
  });
});
