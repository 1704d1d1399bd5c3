import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { ApiError } from '../../lib/problem';
import { renderRoute, tenant, testSession } from '../../test/render';
import { env } from '../../config/env';
import { LoginDialog } from './LoginDialog';
import { CLOSE_AFTER_SUCCESS_MS } from './LoginDialogContent';
import { useLoginDialog } from '../../lib/login-dialog-context';
import * as googleIdentity from './google-identity';

/** Opens the dialog on mount, like a login-guarded route does. */
function OpenedLoginDialog() {
  const { open } = useLoginDialog();
  useEffect(() => open(), [open]);
  return <LoginDialog />;
}

function ReopenButton() {
  const { open } = useLoginDialog();
  return (
    <button type="button" onClick={open}>
      Open login again
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDialog(overrides = {}) {
  const session = testSession(null, overrides);
  const view = renderRoute(<OpenedLoginDialog />, {
    session,
    routes: [
      { path: '/register', element: <p>register page</p> },
      { path: '/forgot-password', element: <p>forgot password page</p> },
    ],
  });
  return { ...view, session };
}

const emailField = () => screen.getByLabelText('E-mail');
const passwordField = () => screen.getByLabelText('Password');

describe('LoginDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a dialog named "Welcome Back" with the promo blurbs, the fields and the sign-up link', async () => {
    renderDialog();
    await screen.findByLabelText('E-mail');
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: '360° Virtual Tour' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find the best deal' })).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
  });

  it('hides "Continue with Google" when no Google client id is configured', async () => {
    expect(env.googleClientId).toBe('');
    renderDialog();
    await screen.findByLabelText('E-mail');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('validates before sending: e-mail required and valid, password required', async () => {
    const user = userEvent.setup();
    const { session } = renderDialog();
    await screen.findByLabelText('E-mail');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(emailField(), 'not-an-address');
    await user.type(passwordField(), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(session.login).not.toHaveBeenCalled();
  });

  it('shows "Signing In..." while submitting, disabled, and ignores a second submit', async () => {
    const user = userEvent.setup();
    const pending = deferred<typeof tenant>();
    const login = vi.fn(() => pending.promise);
    renderDialog({ login });
    await screen.findByLabelText('E-mail');
    await user.type(emailField(), 'asha.rao@example.in');
    await user.type(passwordField(), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busyButton = screen.getByRole('button', { name: 'Signing In...' });
    expect(busyButton).toBeDisabled();
    fireEvent.submit(busyButton.closest('form') as HTMLFormElement);
    fireEvent.submit(busyButton.closest('form') as HTMLFormElement);
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith('asha.rao@example.in', 'a long passphrase');

    await act(async () =>
      pending.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is incorrect.')),
    );
  });

  it('goes back to idle with a clear error on wrong credentials', async () => {
    const user = userEvent.setup();
    const login = vi.fn(() =>
      Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'The e-mail or password is incorrect.')),
    );
    renderDialog({ login });
    await screen.findByLabelText('E-mail');
    await user.type(emailField(), 'asha.rao@example.in');
    await user.type(passwordField(), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect. Please check them and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(passwordField()).toHaveValue('wrong one');
  });

  it('explains too many attempts and a network failure in plain words', async () => {
    const user = userEvent.setup();
    const login = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts. Try again in 5 minute(s).'),
      )
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.'))
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Something broke on our side.'));
    renderDialog({ login });
    await screen.findByLabelText('E-mail');
    await user.type(emailField(), 'asha.rao@example.in');
    await user.type(passwordField(), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 5 minute(s).');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/could not reach the server/));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something broke on our side.'));
  });

  it('shows "Successfully signed in!", then closes after 1000 ms and starts empty next time', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => tenant);
    renderRoute(
      <>
        <OpenedLoginDialog />
        <ReopenButton />
      </>,
      { session: testSession(null, { login }) },
    );
    await screen.findByLabelText('E-mail');
    await user.type(emailField(), 'asha.rao@example.in');
    await user.type(passwordField(), 'a long passphrase');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await act(async () => undefined);
    expect(screen.getByText('Successfully signed in!')).toBeInTheDocument();
    expect(CLOSE_AFTER_SUCCESS_MS).toBe(1000);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.useRealTimers();

    await user.click(screen.getByRole('button', { name: 'Open login again' }));
    await screen.findByLabelText('E-mail');
    expect(emailField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');
    expect(screen.queryByText('Successfully signed in!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('closes and goes to /register from "Sign up"', async () => {
    const user = userEvent.setup();
    const { router } = renderDialog();
    await screen.findByLabelText('E-mail');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('closes and goes to /forgot-password from "Forgot password?"', async () => {
    const user = userEvent.setup();
    const { router } = renderDialog();
    await screen.findByLabelText('E-mail');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('signs in with Google when configured, with the fallback message on a silent failure', async () => {
    vi.spyOn(googleIdentity, 'isGoogleSignInConfigured').mockReturnValue(true);
    const requestToken = vi.spyOn(googleIdentity, 'requestGoogleIdToken');
    requestToken.mockRejectedValueOnce(new Error(''));
    requestToken.mockResolvedValueOnce('google-id-token');
    const user = userEvent.setup();
    const loginWithGoogle = vi.fn(async () => tenant);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDialog({ loginWithGoogle });
    await screen.findByLabelText('E-mail');

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in with Google. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Successfully signed in!')).toBeInTheDocument();
    expect(loginWithGoogle).toHaveBeenCalledWith('google-id-token');
  });
});
