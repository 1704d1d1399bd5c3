import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productText } from '../../i18n/catalogues';
import { renderRoute, tenant, testSession } from '../../test/render';
import { RegisterPage } from './RegisterPage';
import { LoginPage } from './LoginPage';

const home = { path: '/', element: <p>home page</p> };

describe('LoginPage', () => {
  it('sends a signed-in user to /', async () => {
    const { router } = renderRoute(<LoginPage />, { path: '/login', session: testSession(tenant), routes: [home] });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers e-mail, password and Sign In, without Google when it is not configured', () => {
    renderRoute(<LoginPage />, { path: '/login', routes: [home] });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('goes to / after signing in', async () => {
    const user = userEvent.setup();
    const login = vi.fn(async () => tenant);
    const { router } = renderRoute(<LoginPage />, {
      path: '/login',
      session: testSession(null, { login }),
      routes: [home],
    });
    await user.type(screen.getByLabelText('E-mail'), 'asha.rao@example.in');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(login).toHaveBeenCalledWith('asha.rao@example.in', 'a long passphrase');
  });

  it('goes back to where the user came from when that was given', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<LoginPage />, {
      path: '/login',
      at: { pathname: '/login', state: { from: '/favorites' } },
      session: testSession(null, { login: vi.fn(async () => tenant) }),
      routes: [home, { path: '/favorites', element: <p>favourites</p> }],
    });
    await user.type(screen.getByLabelText('E-mail'), 'asha.rao@example.in');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('favourites')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorites');
  });

  describe('in Hindi', () => {
    it('shows the sign-in page and its checks in Hindi', async () => {
      await productText.show('hi');
      const user = userEvent.setup();
      renderRoute(<LoginPage />, { path: '/login', routes: [home] });
      expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
      expect(screen.getByLabelText('ईमेल')).toBeInTheDocument();
      expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot-password');
      expect(screen.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/register');
      await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
      expect(screen.getByText('अपना ईमेल पता डालें।')).toBeInTheDocument();
      expect(screen.getByText('अपना पासवर्ड डालें।')).toBeInTheDocument();
    });

    it('shows the sign-up wizard in Hindi, its steps counted', async () => {
      await productText.show('hi');
      renderRoute(<RegisterPage />, { path: '/register', routes: [home] });
      expect(screen.getByRole('heading', { level: 1, name: 'हमसे जुड़ें' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'बुनियादी जानकारी' })).toBeInTheDocument();
      expect(screen.getByText('चरण 1/4:', { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'महिला' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'आगे' })).toBeInTheDocument();
    });
  });
});
