import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../../lib/auth/types';
import { conversationAnswer, landlordDashboardAnswer, leaseAnswer, paymentRecordAnswer } from '../../test/api-answers';
import { problemAnswer, stubRoutes } from '../../test/fetch-stub';
import { productText } from '../../i18n/catalogues';
import { renderRoute, testSession } from '../../test/render';
import { LandlordDashboardPage } from './LandlordDashboardPage';

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

function renderDashboard(answer: unknown, at = '/dashboard') {
  const received = stubRoutes({
    [DASHBOARD]: answer,
    'GET /trio/conversations': {
      conversations: [conversationAnswer({ title: 'Lease: 2 BHK Apartment', unreadCount: 1 })],
      unreadTotal: 1,
    },
  });
  renderRoute(<LandlordDashboardPage />, { path: '/dashboard', at, session: testSession(landlord) });
  return received;
}

describe('LandlordDashboardPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T06:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('welcomes the landlord and shows the counts, the rent-collected circle, totals and pending payments', async () => {
    const received = renderDashboard(landlordDashboardAnswer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Vikram Rathore' })).toBeInTheDocument();
    expect(received[0]!.path).toBe(`/trio/landlord/${landlord._id}/dashboard`);
    const stats = screen.getByRole('region', { name: 'Occupancy and rent' });
    expect(within(stats).getByRole('heading', { name: 'Vacant' }).nextSibling).toHaveTextContent('1');
    expect(within(stats).getByRole('heading', { name: 'Occupied' }).nextSibling).toHaveTextContent('1');
    expect(within(stats).getByRole('img', { name: 'Rent collected: 100%' })).toBeInTheDocument();
    // The landlord's money only: rent ₹25,000 + deposit ₹37,500; the renter's ₹550 of fees said apart.
    expect(within(stats).getByRole('heading', { name: 'Total Collected' }).nextSibling).toHaveTextContent('₹62,500');
    expect(within(stats).getByText('Rent, deposits and late fees; renters’ fees (₹550) not included')).toBeInTheDocument();
    expect(within(stats).queryByText(/63,050/)).toBeNull();
    expect(within(stats).getByRole('heading', { name: 'Pending Payments' }).nextSibling).toHaveTextContent('₹25,000');
    expect(within(stats).getByText('1 month unpaid')).toBeInTheDocument();
  });

  it('shows each lease with its address, dates, status and days left rounded up, or Expired', async () => {
    renderDashboard(
      landlordDashboardAnswer({
        leases: [
          leaseAnswer({ startDate: '2026-01-01', endDate: '2026-11-27' }),
          leaseAnswer({
            _id: '6710aa00bb00cc00dd000002',
            startDate: '2025-01-01',
            endDate: '2025-12-01',
            status: 'ended',
          }),
        ],
      }),
    );
    const leases = await screen.findByRole('region', { name: 'Lease Status' });
    const cards = within(leases).getAllByRole('listitem');
    // The lease's last day, as the agreement states it: the day before its end date.
    expect(cards[0]).toHaveTextContent('1 Jan 2026 to 26 Nov 2026');
    expect(cards[0]).toHaveTextContent('3 days left');
    expect(cards[0]).toHaveTextContent('active');
    expect(cards[1]).toHaveTextContent('Expired');
    expect(within(cards[0]!).getByRole('link', { name: /^View / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/properties\//),
    );
    expect(within(leases).getByRole('link', { name: 'View More' })).toHaveAttribute(
      'href',
      '/landlord-hub?tab=tenants',
    );
  });

  it('lists the tenant requests (maintenance) with status and a View link to the hub, or says they are unavailable', async () => {
    renderDashboard(
      landlordDashboardAnswer({
        maintenance: [
          {
            _id: '6720aa00bb00cc00dd000001',
            title: 'Kitchen tap leaking',
            status: 'in_progress',
            priority: 'high',
            category: 'plumbing',
            propertyId: '6650a1b2c3d4e5f601234567',
            address: '9, 4th Cross, Jayanagar, Bengaluru, Karnataka 560011',
            tenantName: 'Asha Rao',
            submittedDate: '2026-11-20T04:30:00.000Z',
          },
        ],
      }),
    );
    const requests = await screen.findByRole('region', { name: 'Tenant Requests' });
    const card = within(requests).getByRole('listitem');
    expect(card).toHaveTextContent('Kitchen tap leaking');
    expect(card).toHaveTextContent('Asha Rao · 20 Nov 2026');
    expect(card).toHaveTextContent('In Progress');
    expect(within(card).getByRole('link', { name: 'View Kitchen tap leaking' })).toHaveAttribute(
      'href',
      '/landlord-hub?tab=maintenance&property=6650a1b2c3d4e5f601234567',
    );
    expect(within(requests).getByRole('link', { name: 'View More' })).toHaveAttribute(
      'href',
      '/landlord-hub?tab=maintenance',
    );
  });

  it('with payments missing: states the gap and shows the money figures as Unavailable', async () => {
    renderDashboard(
      landlordDashboardAnswer({
        payments: null,
        statement: null,
        summary: {
          ...landlordDashboardAnswer().summary,
          totalCollectedPaise: null,
          pendingPaise: null,
          pendingCount: null,
          rentCollectedPercent: null,
          monthCollectedPaise: null,
        },
        gaps: [
          {
            part: 'payments',
            service: 'payments',
            code: 'SERVICE_UNAVAILABLE',
            message:
              'Payments are unavailable right now: total collected, pending payments, rent history and the rent-collected share are missing.',
          },
        ],
      }),
    );
    expect(await screen.findByText(/Payments are unavailable right now/)).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Occupancy and rent' });
    expect(within(stats).getByRole('heading', { name: 'Total Collected' }).nextSibling).toHaveTextContent(
      'Unavailable',
    );
    expect(within(stats).getByRole('img', { name: 'Rent collected: unavailable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rent History' }));
    expect(screen.getByText('Rent history is unavailable right now.')).toBeInTheDocument();
  });

  it('shows the error alert when the dashboard cannot be loaded', async () => {
    renderDashboard(problemAnswer(500, 'INTERNAL', 'boom'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load dashboard data');
  });

  it('Listed Properties: Upload photos leads to the upload page; Add property listing opens the dashboard form', async () => {
    renderDashboard(landlordDashboardAnswer(), '/dashboard?tab=properties');
    const links = await screen.findAllByRole('link', { name: 'Upload photos' });
    expect(links[0]).toHaveAttribute('href', `/${landlordDashboardAnswer().properties![0]!._id}/uploadImages`);
    await userEvent.click(screen.getByRole('button', { name: 'Add property listing' }));
    const dialog = screen.getByRole('dialog', { name: 'Add property listing' });
    const states = within(dialog).getByRole('combobox', { name: 'State' });
    expect(within(states).getAllByRole('option')).toHaveLength(29); // "Select a state" + the 28 states
    expect(within(dialog).getByRole('spinbutton', { name: 'Rent Amount (₹)' })).toHaveAttribute('step', '500');
    const leaseTypes = within(within(dialog).getByRole('combobox', { name: 'Lease Duration' })).getAllByRole('option');
    expect(leaseTypes.map((o) => o.textContent)).toEqual([
      'Select a duration',
      'Month-to-month',
      'Year-long',
      'Six-months',
    ]);
  });

  it('Rent History lists the payments; Inbox lists the conversations; Reviews is an honest empty state', async () => {
    renderDashboard(
      landlordDashboardAnswer({
        payments: [paymentRecordAnswer(), paymentRecordAnswer({ _id: 'p2', status: 'failed', amountLabel: '₹25,500' })],
      }),
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Rent History' }));
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Asha Rao');
    expect(rows[1]).toHaveTextContent('₹63,050');
    expect(rows[2]).toHaveTextContent('failed');
    await userEvent.click(screen.getByRole('tab', { name: 'Inbox' }));
    // The list comes with the conversations feature's own chunk, loaded on first show.
    expect(await screen.findByRole('link', { name: /Lease: 2 BHK Apartment/ }, { timeout: 5_000 })).toHaveTextContent(
      '1 unread',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText(/No reviews yet/)).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    it('welcomes the landlord, shows the figures, the lease dates and the days left in Hindi', async () => {
      await productText.show('hi');
      renderDashboard(
        landlordDashboardAnswer({
          leases: [
            leaseAnswer({ startDate: '2026-01-01', endDate: '2026-11-27' }),
            leaseAnswer({ _id: '6710aa00bb00cc00dd000002', startDate: '2026-01-01', endDate: '2026-11-26' }),
          ],
        }),
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'स्वागत है, Vikram Rathore' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'किराये का इतिहास' })).toBeInTheDocument();
      const stats = screen.getByRole('region', { name: 'खाली-भरे घर और किराया' });
      expect(within(stats).getByRole('img', { name: 'वसूला गया किराया: 100%' })).toBeInTheDocument();
      expect(within(stats).getByRole('heading', { name: 'लंबित भुगतान' }).nextSibling).toHaveTextContent('₹25,000');
      expect(within(stats).getByText('1 महीने का भुगतान बाकी')).toBeInTheDocument();
      const cards = within(screen.getByRole('region', { name: 'लीज़ की स्थिति' })).getAllByRole('listitem');
      expect(cards[0]).toHaveTextContent('1 जनवरी 2026 से 26 नवंबर 2026 तक');
      expect(cards[0]).toHaveTextContent('3 दिन बाकी');
      expect(cards[0]).toHaveTextContent('स्थिति: चालू');
      expect(cards[1]).toHaveTextContent('2 दिन बाकी');
      expect(within(cards[0]!).getByRole('link', { name: /देखें$/ })).toBeInTheDocument();
    });
  });
});
