import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@trio/contracts/http/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function answer(body: unknown, status: number) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

describe('ForgotPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the e-mail, sends it, and says the same sentence whatever the address', async () => {
    const fetchMock = vi.fn(async () => answer({ message: PASSWORD_RESET_REQUESTED_MESSAGE }, 202));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('E-mail'), ' asha.rao@example.in ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that address, we have sent a link',
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/trio\/auth\/password-reset-requests$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'asha.rao@example.in' });
  });

  it('says why when the request itself fails (too many requests)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 'RATE_LIMITED', detail: 'Too many requests from this address; wait.' }, 429)),
    );
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail'), 'asha.rao@example.in');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });
});
