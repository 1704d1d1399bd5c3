import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, tenant, testSession } from '../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = '665f1c2b9d3e4a0012345678.c2VjcmV0LXRva2VuLWZvci10ZXN0cw';

function answer(body: unknown, status: number) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets the new password with the link token, signs this browser out and asks to sign in', async () => {
    const fetchMock = vi.fn(async () => answer(undefined, 204));
    vi.stubGlobal('fetch', fetchMock);
    const session = testSession(tenant);
    const user = userEvent.setup();
    renderRoute(<ResetPasswordPage />, {
      path: '/reset-password',
      at: `/reset-password?token=${encodeURIComponent(TOKEN)}`,
      session,
    });

    await fill(user, 'Harbour-Lights-42', 'Harbour-Lights-43');
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Harbour-Lights-42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed and you have been signed out everywhere.',
    );
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute('href', '/login');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/trio\/auth\/password-resets$/);
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: 'Harbour-Lights-42' });
    expect(session.logout).toHaveBeenCalled();
  });

  it.each([
    ['RESET_LINK_EXPIRED', 410, 'This reset link has expired'],
    ['RESET_LINK_INVALID', 400, 'This reset link is not valid or has already been used'],
  ])('explains %s and offers a new link', async (code, status, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code, detail: 'server words' }, status)),
    );
    const user = userEvent.setup();
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', at: `/reset-password?token=${TOKEN}` });
    await fill(user, 'Harbour-Lights-42');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the policy’s reason under the password for WEAK_PASSWORD', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(
          {
            code: 'WEAK_PASSWORD',
            detail: 'This password is too common; choose one that is harder to guess.',
            errors: [
              { field: 'password', message: 'This password is too common; choose one that is harder to guess.' },
            ],
          },
          400,
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', at: `/reset-password?token=${TOKEN}` });
    await fill(user, 'Password1234');
    expect(await screen.findByText('This password is too common; choose one that is harder to guess.')).toBeVisible();
  });

  it('asks for the e-mailed link when the page has no token', () => {
    renderRoute(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('needs the link from the password-reset e-mail');
  });
});
