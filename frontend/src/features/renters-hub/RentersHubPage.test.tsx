import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import {
  applicationPropertyAnswer,
  leaseAnswer,
  maintenanceRequestAnswer,
  paymentRecordAnswer,
  rentalApplicationAnswer,
} from '../../test/api-answers';
import { jsonAnswer, problemAnswer, stubRoutes, type StubRoutes } from '../../test/fetch-stub';
import { MB, pngFile, textCalledImage } from '../../test/image-files';
import { renderRoute, tenant, testSession } from '../../test/render';
import { productText } from '../../i18n/catalogues';
import { RentersHubPage } from './RentersHubPage';

/** The spec wants a uid of at least 10 characters. */
const renter = { ...tenant, uid: 'fb-uid-asha-rao-0001' };
const lease = leaseAnswer();
const confirmed = rentalApplicationAnswer({
  status: 'approved',
  paymentStatus: 'completed',
  displayStatus: 'rental_confirmed',
});

const health = { 'GET /health': { status: 'ok', services: { applications: 'up', payments: 'up' } } };
const applicationsPath = `GET /trio/users/${renter.uid}/rentalApplications`;
const leasesPath = `GET /trio/users/${renter.uid}/leases`;
const historyPath = `GET /trio/payments/history/${renter.uid}`;
const maintenancePath = `GET /trio/maintenance/user/${renter.uid}`;

function hubRoutes(overrides: StubRoutes = {}): StubRoutes {
  return {
    ...health,
    [applicationsPath]: { rentalApplications: [confirmed] },
    [leasesPath]: { leases: [lease] },
    [historyPath]: { success: true, payments: [] },
    [maintenancePath]: { success: true, requests: [] },
    ...overrides,
  };
}

function BillingProbe() {
  const location = useLocation();
  return <pre data-testid="billing-state">{JSON.stringify(location.state)}</pre>;
}

function renderHub(user = renter) {
  return renderRoute(<RentersHubPage />, {
    path: '/hub',
    session: testSession(user),
    routes: [{ path: '/billing', element: <BillingProbe /> }],
  });
}

async function expectLoadError(message: string) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent(message);
}

describe('RentersHubPage', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  describe('load errors (001 §8)', () => {
    it('needs a session with a real uid', async () => {
      stubRoutes(hubRoutes());
      renderHub({ ...renter, uid: 'short' });
      await expectLoadError('Invalid user authentication. Please try logging out and logging back in.');
    });

    it('says "Please login …" without a signed-in user', async () => {
      stubRoutes(hubRoutes());
      renderRoute(<RentersHubPage />, { path: '/hub' });
      await expectLoadError('Please login to access your rental information');
    });

    it.each<[string, StubRoutes, string]>([
      [
        'health check fails',
        { 'GET /health': problemAnswer(503, 'SERVICE_UNAVAILABLE', 'down') },
        'Unable to connect to server. Please check your connection.',
      ],
      [
        'HTML response',
        {
          [applicationsPath]: new Response('<!doctype html><h1>Bad gateway</h1>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          }),
        },
        'Server returned an error page. Please try again later.',
      ],
      ['error field', { [applicationsPath]: { error: 'database offline' } }, 'Server error: database offline'],
      ['bad shape', { [applicationsPath]: { rentalApplications: 'none' } }, 'Invalid response format from server'],
      ['missing list', { [applicationsPath]: {} }, 'Invalid response format from server'],
      [
        '404',
        { [applicationsPath]: problemAnswer(404, 'NOT_FOUND', 'No such user') },
        'User not found. Please try logging out and logging back in.',
      ],
      ['500', { [leasesPath]: problemAnswer(500, 'INTERNAL', 'boom') }, 'Server error. Please try again later.'],
      [
        'network error',
        {
          [applicationsPath]: () => {
            throw new TypeError('Failed to fetch');
          },
        },
        'Network error. Please check your connection and try again.',
      ],
      [
        'other',
        { [leasesPath]: problemAnswer(403, 'FORBIDDEN', 'Not your leases') },
        'Failed to load your rental information: Not your leases',
      ],
    ])('%s', async (_case, overrides, message) => {
      stubRoutes(hubRoutes(overrides));
      renderHub();
      await expectLoadError(message);
    });
  });

  it('shows the loading state, then No Active Rentals with Browse Properties', async () => {
    stubRoutes(hubRoutes({ [applicationsPath]: { rentalApplications: [] }, [leasesPath]: { leases: [] } }));
    renderHub();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your rental information...');
    expect(await screen.findByRole('heading', { name: 'No Active Rentals' })).toBeInTheDocument();
    expect(screen.getByText("You don't have any confirmed rentals yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/');
  });

  it("shows each rental's Overview card, with the spec's fallbacks", async () => {
    const bare = leaseAnswer({
      _id: '6710aa00bb00cc00dd000002',
      applicationId: '6700aa00bb00cc00dd000002',
      property: applicationPropertyAnswer({
        _id: '6650a1b2c3d4e5f601234568',
        title: '',
        address: { street: '', city: '', state: '', zipCode: '' },
      }),
      propertyId: '6650a1b2c3d4e5f601234568',
      rentLabel: '',
    });
    stubRoutes(hubRoutes({ [leasesPath]: { leases: [lease, bare] } }));
    renderHub();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Lakeview 2BHK in Indiranagar' })).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('12, 5th Cross, HAL 2nd Stage, Bengaluru, Karnataka 560038')).toBeInTheDocument();
    expect(within(first).getByText('15 Dec 2026')).toBeInTheDocument();
    expect(within(first).getByText('11 months')).toBeInTheDocument();
    expect(within(first).getByText('₹25,000')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(second).getByRole('heading', { name: 'Property' })).toBeInTheDocument();
    expect(within(second).getByText('Address not available')).toBeInTheDocument();
    expect(within(second).getByText('N/A')).toBeInTheDocument();
  });

  it('keeps an ended lease after the active one, marked Moved out, with its lease and deposit under Lease Information', async () => {
    const ended = leaseAnswer({
      _id: '6710aa00bb00cc00dd000009',
      applicationId: '6700aa00bb00cc00dd000009',
      property: applicationPropertyAnswer({ _id: '6650a1b2c3d4e5f601234569', title: 'Old flat in Jayanagar' }),
      propertyId: '6650a1b2c3d4e5f601234569',
      status: 'ended',
      endDate: '2026-01-15',
    });
    stubRoutes(hubRoutes({ [leasesPath]: { leases: [ended, lease] } }));
    const user = userEvent.setup();
    renderHub();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Lakeview 2BHK in Indiranagar' })).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(second).getByRole('heading', { name: 'Old flat in Jayanagar' })).toBeInTheDocument();
    expect(within(second).getByText('Moved out')).toBeInTheDocument();
    expect(within(second).queryByText('Active')).not.toBeInTheDocument();
    // No rent to pay and no repairs to ask for on a home moved out of; the active one keeps both.
    expect(within(second).queryByRole('button', { name: 'Pay Rent' })).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Maintenance' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Pay Rent' })).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'View Lease' }));
    expect(screen.getByRole('article', { name: 'Lease for Old flat in Jayanagar' })).toBeInTheDocument();
  });

  it('Pay Rent goes to /billing with propertyId, paymentType monthly_rent and rentalId', async () => {
    stubRoutes(hubRoutes());
    const user = userEvent.setup();
    renderHub();
    await user.click(await screen.findByRole('button', { name: 'Pay Rent' }));
    expect(JSON.parse(screen.getByTestId('billing-state').textContent ?? '')).toEqual({
      propertyId: lease.propertyId,
      paymentType: 'monthly_rent',
      rentalId: lease._id,
    });
  });

  it.each([
    ['', 'Error: Property information not found. Please try again.'],
    ['not-an-id', 'Error: Invalid property information. Please try again.'],
  ])('Pay Rent with property id %j alerts %s', async (propertyId, message) => {
    stubRoutes(hubRoutes({ [leasesPath]: { leases: [{ ...lease, propertyId }] } }));
    const user = userEvent.setup();
    renderHub();
    await user.click(await screen.findByRole('button', { name: 'Pay Rent' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByTestId('billing-state')).not.toBeInTheDocument();
  });

  it('View Lease opens Lease Information: the deposit with two decimals, the agreement PDF downloads and opens', async () => {
    const received = stubRoutes(
      hubRoutes({
        [`GET /trio/leases/${lease._id}/agreement.pdf`]: () =>
          new Response(new Blob(['%PDF-1.7']), {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="lease.pdf"' },
          }),
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:lease'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderHub();

    await user.click(await screen.findByRole('button', { name: 'View Lease' }));
    expect(screen.getByRole('tab', { name: 'Lease Information' })).toHaveAttribute('aria-selected', 'true');
    const details = screen.getByRole('article', { name: `Lease for ${lease.property.title}` });
    expect(within(details).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(details).getByText('₹37,500.00')).toBeInTheDocument();
    // Lease Ends is the lease's last day, as the agreement states it (its end date, 15 Nov 2027, is the day after).
    expect(within(details).getByText('14 Nov 2027')).toBeInTheDocument();
    expect(within(details).queryByText('15 Nov 2027')).not.toBeInTheDocument();
    expect(within(details).getByText('2')).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Download Lease PDF' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    await user.click(within(details).getByRole('button', { name: 'View Full Terms' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:lease'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const downloads = received.filter((request) => request.path.endsWith('/agreement.pdf'));
    expect(downloads).toHaveLength(2);
    // An English reader gets the English agreement alone.
    expect(downloads.map((request) => request.query.get('language'))).toEqual([null, null]);
  });

  it('Payment History lists payments in title case with the badge colours, or says there are none', async () => {
    stubRoutes(
      hubRoutes({
        [historyPath]: {
          success: true,
          payments: [
            paymentRecordAnswer({ _id: 'p1', paymentType: 'monthly_rent', month: '2027-01', status: 'pending' }),
            paymentRecordAnswer({ _id: 'p2', status: 'completed' }),
            paymentRecordAnswer({ _id: 'p3', status: 'failed' }),
          ],
        },
      }),
    );
    const user = userEvent.setup();
    renderHub();
    await user.click(await screen.findByRole('tab', { name: 'Payment History' }));
    expect(await screen.findByRole('heading', { name: 'Monthly Rent (January 2027)' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toHaveClass('status-badge--payment-pending');
    expect(screen.getByText('Completed')).toHaveClass('status-badge--payment-completed');
    expect(screen.getByText('Failed')).toHaveClass('status-badge--payment-other');
    expect(screen.getAllByText('₹63,050')).toHaveLength(3);
  });

  it('Payment History: the empty text, and a message when it cannot load', async () => {
    stubRoutes(hubRoutes());
    const user = userEvent.setup();
    const view = renderHub();
    await user.click(await screen.findByRole('tab', { name: 'Payment History' }));
    expect(await screen.findByText('No payment history found.')).toBeInTheDocument();
    expect(screen.getByText('Your payment history will appear here once you make payments.')).toBeInTheDocument();
    view.unmount();

    stubRoutes(hubRoutes({ [historyPath]: jsonAnswer({ success: true, payments: [{ _id: 'x' }] }) }));
    renderHub();
    await user.click(await screen.findByRole('tab', { name: 'Payment History' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment history could not be loaded.');
  });

  describe('Maintenance Requests (001 §2, §4, §5, §8)', () => {
    it('shows the empty text with its hint', async () => {
      stubRoutes(hubRoutes());
      const user = userEvent.setup();
      renderHub();
      await user.click(await screen.findByRole('tab', { name: 'Maintenance Requests' }));
      expect(await screen.findByText('No maintenance requests found.')).toBeInTheDocument();
      expect(screen.getByText('Click "New Request" to submit your first maintenance request.')).toBeInTheDocument();
    });

    it('lists each request with its icon, badge, fields, due time or overdue flag, and notes', async () => {
      const inProgress = maintenanceRequestAnswer({
        status: 'in_progress',
        statusLabel: 'In Progress',
        overdue: true,
        notes: [
          { content: 'Plumber booked.', author: 'priya@sharma-estates.in', timestamp: '2026-11-20T06:00:00.000Z' },
        ],
      });
      stubRoutes(hubRoutes({ [maintenancePath]: { success: true, requests: [inProgress] } }));
      const user = userEvent.setup();
      renderHub();
      await user.click(await screen.findByRole('tab', { name: 'Maintenance Requests' }));
      const item = await screen.findByRole('article', { name: 'Kitchen tap leaking' });
      expect(within(item).getByRole('img', { name: 'Plumbing' })).toBeInTheDocument();
      expect(within(item).getByText('In Progress', { selector: '.status-badge' })).toHaveClass(
        'status-badge--priority-high',
      );
      expect(item).toHaveTextContent('The tap drips all night.');
      expect(item).toHaveTextContent('PriorityHigh');
      expect(item).toHaveTextContent('CategoryPlumbing');
      expect(item).toHaveTextContent(/Overdue · was due/);
      expect(within(item).getByText('Plumber booked.')).toBeInTheDocument();
      expect(item).toHaveTextContent('priya@sharma-estates.in');
      expect(within(item).queryByRole('button', { name: 'Cancel Request' })).not.toBeInTheDocument();
    });

    it('the Overview’s Maintenance button opens the dialog; it needs a title and a description, then submits with the defaults and reloads', async () => {
      let listed: unknown[] = [];
      const received = stubRoutes(
        hubRoutes({
          [maintenancePath]: () => ({ success: true, requests: listed }),
          'POST /trio/maintenance/create': () => {
            listed = [maintenanceRequestAnswer({ title: 'Fan wobbles', category: 'general', priority: 'medium' })];
            return jsonAnswer({ success: true, request: listed[0] }, 201);
          },
        }),
      );
      const user = userEvent.setup();
      renderHub();
      await user.click(await screen.findByRole('button', { name: 'Maintenance' }));
      const dialog = await screen.findByRole('dialog', { name: 'Submit Maintenance Request' });
      expect(within(dialog).getByLabelText('Category')).toHaveValue('general');
      expect(within(dialog).getByLabelText('Priority')).toHaveValue('medium');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
      expect(within(dialog).getByText('Title is required.')).toBeInTheDocument();
      expect(within(dialog).getByText('Description is required.')).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText('Title'), 'Fan wobbles');
      await user.type(within(dialog).getByLabelText('Description'), 'The bedroom fan shakes at speed 3.');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Maintenance request submitted successfully!');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Fan wobbles' })).toBeInTheDocument();
      expect(received.find((r) => r.method === 'POST')?.body).toEqual({
        title: 'Fan wobbles',
        description: 'The bedroom fan shakes at speed 3.',
        category: 'general',
        priority: 'medium',
        propertyId: lease.propertyId,
        rentalApplicationId: lease.applicationId,
      });
    });

    it('shows the server’s message ("No active rental found") or the spec’s fallback when submitting fails', async () => {
      stubRoutes(
        hubRoutes({
          'POST /trio/maintenance/create': problemAnswer(409, 'NO_ACTIVE_RENTAL', 'No active rental found'),
        }),
      );
      const user = userEvent.setup();
      renderHub();
      await user.click(await screen.findByRole('tab', { name: 'Maintenance Requests' }));
      await user.click(await screen.findByRole('button', { name: 'New Request' }));
      const dialog = await screen.findByRole('dialog', { name: 'Submit Maintenance Request' });
      await user.type(within(dialog).getByLabelText('Title'), 'Leak');
      await user.type(within(dialog).getByLabelText('Description'), 'Under the sink');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('No active rental found');
    });

    describe('photos (issue 25, items 12 and 15)', () => {
      async function openDialog() {
        const user = userEvent.setup({ applyAccept: false });
        renderHub();
        await user.click(await screen.findByRole('tab', { name: 'Maintenance Requests' }));
        await user.click(await screen.findByRole('button', { name: 'New Request' }));
        const dialog = await screen.findByRole('dialog', { name: 'Submit Maintenance Request' });
        return { user, dialog };
      }

      it('names each refused photo with its reason as soon as it is chosen (too big, a text file, a text file called .jpg), and sends nothing', async () => {
        const received = stubRoutes(hubRoutes());
        const { user, dialog } = await openDialog();
        await user.upload(within(dialog).getByLabelText('Photos (up to 5)'), [
          pngFile('leak.png', 20 * MB),
          new File(['the tap drips'], 'notes.txt', { type: 'text/plain' }),
          textCalledImage('renamed.jpg'),
          pngFile('fine.png'),
        ]);
        const refused = await within(dialog).findByRole('alert', { name: 'Photos not added' });
        expect(
          within(refused)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual([
          'leak.png is 20 MB: an image can be at most 10 MB. It was not added.',
          'notes.txt is not a JPEG, PNG or WebP image. It was not added.',
          'renamed.jpg is not a JPEG, PNG or WebP image. It was not added.',
        ]);
        expect(within(dialog).getByText(/1 photo\(s\) chosen/)).toBeInTheDocument();
        expect(received.filter((r) => r.method !== 'GET')).toEqual([]);
      });

      it('a photo refused after the request was made: says the request was sent, and attaches the next photo to that same request', async () => {
        const made = maintenanceRequestAnswer({ title: 'Leak', description: 'Under the sink', photos: [] });
        let creates = 0;
        let uploads = 0;
        const received = stubRoutes(
          hubRoutes({
            'POST /trio/maintenance/create': () => {
              creates += 1;
              return jsonAnswer({ success: true, request: made }, 201);
            },
            [`POST /trio/maintenance/${made._id}/photos`]: () => {
              uploads += 1;
              if (uploads === 1) return problemAnswer(413, 'IMAGE_TOO_LARGE', 'The image is larger than 10 MB');
              const photo = {
                id: 'p1',
                url: `/trio/maintenance/${made._id}/photos/p1`,
                thumbnailUrl: `/trio/maintenance/${made._id}/photos/p1?variant=thumbnail`,
                contentType: 'image/jpeg',
                width: 10,
                height: 10,
                bytes: 100,
              };
              return jsonAnswer({ ...made, photos: [photo] }, 201);
            },
          }),
        );
        const { user, dialog } = await openDialog();
        await user.type(within(dialog).getByLabelText('Title'), 'Leak');
        await user.type(within(dialog).getByLabelText('Description'), 'Under the sink');
        await user.upload(within(dialog).getByLabelText('Photos (up to 5)'), pngFile('huge-inside.png'));
        await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));

        const alert = await within(dialog).findByText(/^Your request was sent, but 1 photo was not attached\./);
        expect(alert).toBeInTheDocument();
        expect(within(dialog).getByRole('list', { name: 'Photos not attached' })).toHaveTextContent(
          'huge-inside.png: The image is larger than 10 MB',
        );
        expect(within(dialog).getByLabelText('Title')).toBeDisabled();
        expect(creates).toBe(1);

        await user.upload(within(dialog).getByLabelText('Photos (up to 5)'), pngFile('smaller.png'));
        await user.click(within(dialog).getByRole('button', { name: 'Attach photos' }));
        expect(await screen.findByRole('status')).toHaveTextContent('Maintenance request submitted successfully!');
        expect(creates).toBe(1);
        expect(uploads).toBe(2);
        expect(received.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
          '/trio/maintenance/create',
          `/trio/maintenance/${made._id}/photos`,
          `/trio/maintenance/${made._id}/photos`,
        ]);
      });
    });

    it('lets the tenant cancel a request that is still pending, once they confirm, and calls it theirs', async () => {
      let current = maintenanceRequestAnswer();
      const received = stubRoutes(
        hubRoutes({
          [maintenancePath]: () => ({ success: true, requests: [current] }),
          [`PUT /trio/maintenance/${current._id}`]: () => {
            current = maintenanceRequestAnswer({
              status: 'cancelled',
              statusLabel: 'Rejected',
              history: [
                ...current.history,
                {
                  from: 'pending',
                  to: 'cancelled',
                  by: current.tenant.email,
                  role: 'tenant',
                  at: '2026-11-27T06:00:00Z',
                },
              ],
            });
            return current;
          },
        }),
      );
      const user = userEvent.setup();
      renderHub();
      await user.click(await screen.findByRole('tab', { name: 'Maintenance Requests' }));
      // Asked first; keeping it sends nothing.
      await user.click(await screen.findByRole('button', { name: 'Cancel Request' }));
      const ask = await screen.findByRole('dialog', { name: 'Cancel this maintenance request?' });
      await user.click(within(ask).getByRole('button', { name: 'Keep request' }));
      expect(received.some((r) => r.method === 'PUT')).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Cancel Request' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Cancel this maintenance request?' })).getByRole('button', {
          name: 'Cancel request',
        }),
      );
      await vi.waitFor(() => expect(received.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'cancelled' }));
      // The tenant's own cancellation: "Cancelled by you", not the managers' "Rejected".
      expect(await screen.findByText('Cancelled by you', { selector: '.status-badge' })).toBeInTheDocument();
      expect(screen.queryByText('Rejected', { selector: '.status-badge' })).not.toBeInTheDocument();
    });
  });
});

describe('RentersHubPage in Hindi', () => {
  it('shows the hub in Hindi: tabs, the rental card with its date in Hindi, the buttons and the payment history', async () => {
    await productText.show('hi');
    stubRoutes(
      hubRoutes({
        [historyPath]: {
          success: true,
          payments: [
            paymentRecordAnswer({ _id: 'p1', paymentType: 'monthly_rent', month: '2027-01', status: 'pending' }),
            paymentRecordAnswer({ _id: 'p2', status: 'completed' }),
          ],
        },
      }),
    );
    const user = userEvent.setup();
    renderHub();
    expect(await screen.findByRole('heading', { level: 1, name: 'किरायेदार हब' })).toBeInTheDocument();
    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(card).getByText('चालू')).toBeInTheDocument();
    expect(within(card).getByText('शिफ़्ट होने की तारीख')).toBeInTheDocument();
    expect(within(card).getByText('15 दिसंबर 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'किराया चुकाएँ' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'लीज़ देखें' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'भुगतान का इतिहास' }));
    expect(await screen.findByRole('heading', { name: 'मासिक किराया (जनवरी 2027)' })).toBeInTheDocument();
    expect(screen.getByText('लंबित')).toHaveClass('status-badge--payment-pending');
    expect(screen.getByText('पूरा हुआ')).toHaveClass('status-badge--payment-completed');
  });

  it('downloads the agreement for a Hindi reader with its Hindi summary page (?language=hi)', async () => {
    await productText.show('hi');
    const received = stubRoutes(
      hubRoutes({
        [`GET /trio/leases/${lease._id}/agreement.pdf`]: () =>
          new Response(new Blob(['%PDF-1.7']), {
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="lease.pdf"' },
          }),
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:lease'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderHub();
    await user.click(await screen.findByRole('button', { name: 'लीज़ देखें' }));
    await user.click(screen.getByRole('button', { name: 'लीज़ की PDF डाउनलोड करें' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const [download] = received.filter((request) => request.path.endsWith('/agreement.pdf'));
    expect(download?.query.get('language')).toBe('hi');
  });

  it('opens the maintenance dialog in Hindi: its labels, the required fields, the photos chosen (a plural)', async () => {
    await productText.show('hi');
    stubRoutes(hubRoutes());
    const user = userEvent.setup({ applyAccept: false });
    renderHub();
    await user.click(await screen.findByRole('tab', { name: 'मरम्मत के अनुरोध' }));
    expect(await screen.findByText('मरम्मत का कोई अनुरोध नहीं मिला।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'नया अनुरोध' }));
    const dialog = await screen.findByRole('dialog', { name: 'मरम्मत का अनुरोध जमा करें' });
    await user.click(within(dialog).getByRole('button', { name: 'अनुरोध जमा करें' }));
    expect(within(dialog).getByText('शीर्षक ज़रूरी है।')).toBeInTheDocument();
    expect(within(dialog).getByText('विवरण ज़रूरी है।')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('फ़ोटो (5 तक)'), [pngFile('one.png'), pngFile('two.png')]);
    expect(await within(dialog).findByText(/2 फ़ोटो चुनी गईं।/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
