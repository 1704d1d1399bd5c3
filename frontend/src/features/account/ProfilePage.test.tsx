import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, tenant, testSession } from '../../test/render';
import type { UserProfile } from '../../lib/user-profile';
import { ProfilePage } from './ProfilePage';

const storedProfile: UserProfile = {
  ...tenant,
  middleName: null,
  gender: 'female',
  dateOfBirth: '1994-07-21',
  phone: '+919812345678',
  address: '12 MG Road, Indiranagar, Bengaluru, Karnataka 560038',
  properties: [],
  createdAt: '2024-03-05T10:00:00.000Z',
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

describe('ProfilePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the signed-in user from GET /trio/users/{_id} and shows it', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(storedProfile));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });

    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/\/trio\/users\/665f1c2b9d3e4a0012345678$/);

    const valueOf = (label: string) => screen.getByText(label).nextElementSibling;
    expect(valueOf('E-mail')).toHaveTextContent('asha.rao@example.in');
    expect(valueOf('Phone')).toHaveTextContent('+919812345678');
    expect(valueOf('Role')).toHaveTextContent('Tenant');
    expect(valueOf('Member since')).toHaveTextContent('March 2024');
    expect(valueOf('Date of birth')).toHaveTextContent('21 Jul 1994');
  });

  it('says "Not given" for missing details', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...storedProfile, phone: null, address: null })),
    );
    renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
    await screen.findByRole('heading', { name: 'Asha Rao' });
    expect(screen.getByText('Phone').nextElementSibling).toHaveTextContent('Not given');
  });

  it('shows a failure with a retry', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ code: 'NOT_FOUND', detail: 'This account no longer exists.' }, 404))
      .mockResolvedValueOnce(jsonResponse(storedProfile));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(<ProfilePage />, { path: '/profile', session: testSession(tenant) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This account no longer exists.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
  });
});
