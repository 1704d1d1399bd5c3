import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MaintenanceRequest } from '@trio/contracts/http/maintenance';
import { productText } from '../../i18n/catalogues';
import { conversationAnswer, maintenanceRequestAnswer } from '../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRequest } from '../../test/fetch-stub';
import { renderRoute, testSession, tenant } from '../../test/render';
import { MaintenanceRequestsPanel } from './MaintenanceRequestsPanel';

const landlord = {
  ...tenant,
  _id: '665f1c2b9d3e4a00123400aa',
  email: 'ravi.menon@example.in',
  role: 'landlord' as const,
};
const LIST = `GET /trio/maintenance/landlord/${landlord._id}`;
const request = maintenanceRequestAnswer();
const PUT = `PUT /trio/maintenance/${request._id}`;

function renderPanel(routes: Parameters<typeof stubRoutes>[0]) {
  const received = stubRoutes(routes);
  renderRoute(
    <MaintenanceRequestsPanel source={{ kind: 'landlord', userId: landlord._id }} authorEmail={landlord.email} />,
    {
      path: '/landlord-hub',
      session: testSession(landlord),
      routes: [{ path: '/inbox/:id', element: <p>The conversation</p> }],
    },
  );
  return received;
}

afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceRequestsPanel (Landlord Hub and Property Manager Hub, 001 §2)', () => {
  it('shows each request with title, category, status selector, address, tenant, date, priority, description and "No notes yet."', async () => {
    renderPanel({ [LIST]: [maintenanceRequestAnswer({ overdue: true })] });
    const item = await screen.findByRole('article', { name: 'Kitchen tap leaking' });
    expect(item).toHaveTextContent('CategoryPlumbing');
    expect(item).toHaveTextContent('Property12 Lake Road, Bengaluru, Karnataka, 560038');
    expect(item).toHaveTextContent('TenantAsha Rao');
    expect(item).toHaveTextContent('PriorityHigh');
    expect(item).toHaveTextContent('The tap drips all night.');
    expect(item).toHaveTextContent(/Overdue · was due/);
    expect(within(item).getByText('No notes yet.')).toBeInTheDocument();
    const status = within(item).getByLabelText('Status');
    expect(status).toHaveValue('pending');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Submitted', 'In Progress', 'Resolved', 'Rejected']);
  });

  it('opens the conversation about a request from its Messages button', async () => {
    const received = renderPanel({
      [LIST]: [request],
      'POST /trio/conversations': conversationAnswer({ _id: 'c0000000000000000000000e' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Messages about Kitchen tap leaking' }));
    expect(await screen.findByText('The conversation')).toBeInTheDocument();
    expect(received.find((r) => r.path === '/trio/conversations')?.body).toEqual({
      about: { kind: 'repair', id: request._id },
    });
  });

  it('changes the status, adds a note as the signed-in user, and reads the list again after each change', async () => {
    let current: MaintenanceRequest = request;
    let reads = 0;
    const received = renderPanel({
      [LIST]: () => {
        reads += 1;
        return [current];
      },
      [PUT]: ({ body }: StubRequest) => {
        const change = body as { status?: 'in_progress'; note?: string };
        current = change.status
          ? { ...current, status: change.status, statusLabel: 'In Progress' }
          : {
              ...current,
              notes: [{ content: change.note!, author: landlord.email, timestamp: '2026-11-21T05:00:00.000Z' }],
            };
        return current;
      },
    });
    const user = userEvent.setup();
    const item = await screen.findByRole('article', { name: 'Kitchen tap leaking' });
    await user.selectOptions(within(item).getByLabelText('Status'), 'in_progress');
    expect(await within(item).findByText('In Progress', { selector: '.status-badge' })).toBeInTheDocument();
    await user.type(within(item).getByLabelText('Add a note'), 'Plumber comes at 11.');
    await user.click(within(item).getByRole('button', { name: 'Add Note' }));
    expect(await within(item).findByText('Plumber comes at 11.')).toBeInTheDocument();
    expect(within(item).getByLabelText('Add a note')).toHaveValue('');
    expect(received.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { status: 'in_progress' },
      { note: 'Plumber comes at 11.', author: landlord.email },
    ]);
    expect(reads).toBe(3);
  });

  it('says "Failed to update status" and "Failed to add note" when a change is refused', async () => {
    renderPanel({ [LIST]: [request], [PUT]: problemAnswer(403, 'FORBIDDEN', 'Not yours') });
    const user = userEvent.setup();
    const item = await screen.findByRole('article', { name: 'Kitchen tap leaking' });
    await user.selectOptions(within(item).getByLabelText('Status'), 'completed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status');
    await user.type(within(item).getByLabelText('Add a note'), 'Hello');
    await user.click(within(item).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Failed to add note')).toBeInTheDocument();
  });

  it('says "Failed to load maintenance requests" when the list cannot load', async () => {
    renderPanel({ [LIST]: problemAnswer(500, 'INTERNAL', 'Something went wrong') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load maintenance requests');
  });

  describe('in Hindi', () => {
    it('shows a request with its facts, dates, status choices and note field in Hindi', async () => {
      await productText.show('hi');
      renderPanel({ [LIST]: [maintenanceRequestAnswer({ overdue: true })] });
      expect(await screen.findByRole('heading', { name: 'मरम्मत के अनुरोध' })).toBeInTheDocument();
      const item = await screen.findByRole('article', { name: 'Kitchen tap leaking' });
      expect(item).toHaveTextContent('श्रेणीप्लंबिंग');
      expect(item).toHaveTextContent('प्राथमिकताज़्यादा');
      expect(item).toHaveTextContent('जमा करने की तारीख20 नवंबर 2026');
      expect(item).toHaveTextContent('समय-सीमा निकल गई · जवाब 21 नवंबर 2026, 10:00 am IST तक देना था');
      expect(within(item).getByText('अभी कोई नोट नहीं।')).toBeInTheDocument();
      const status = within(item).getByLabelText('स्थिति');
      expect(
        within(status)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['जमा किया गया', 'काम जारी है', 'हल हो गया', 'अस्वीकार किया गया']);
      expect(within(item).getByRole('button', { name: 'नोट जोड़ें' })).toBeDisabled();
      expect(within(item).getByRole('button', { name: 'Kitchen tap leaking के बारे में संदेश' })).toBeInTheDocument();
      expect(item).toHaveTextContent('asha.rao@example.in ने जमा किया · 20 नवंबर 2026');
    });
  });
});
