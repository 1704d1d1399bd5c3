import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMEMBERED_LANGUAGE_KEY } from '../../i18n/remembered-language';
import { useLoginDialog } from '../../lib/login-dialog-context';
import type { SessionUser } from '../../lib/auth/types';
import { stubRoutes } from '../../test/fetch-stub';
import { renderRoute, tenant, testSession } from '../../test/render';
import { avatarText } from './account-labels';
import { TopNav } from './TopNav';

const landlord: SessionUser = { ...tenant, _id: 'l1', displayName: 'Vikram Singh Rathore', role: 'landlord' };
const manager: SessionUser = { ...tenant, _id: 'm1', displayName: 'meera iyer', role: 'property_manager' };

function DialogState() {
  return <p>login dialog {useLoginDialog().isOpen ? 'open' : 'closed'}</p>;
}

function renderNav(user: SessionUser | null, overrides = {}) {
  return renderRoute(
    <>
      <TopNav />
      <DialogState />
    </>,
    {
      session: testSession(user, overrides),
      path: '/somewhere',
      routes: [
        { path: '/', element: <p>home page</p> },
        { path: '/profile', element: <p>profile page</p> },
      ],
    },
  );
}

const main = () => screen.getByRole('navigation', { name: 'Main' });

describe('avatar and role labels', () => {
  it('takes the first letter of each space-separated word, upper-cased', () => {
    expect(avatarText('Asha Rao', 'a@x.in')).toBe('AR');
    expect(avatarText('meera  iyer', 'a@x.in')).toBe('MI');
    expect(avatarText('Vikram Singh Rathore', 'a@x.in')).toBe('VSR');
  });

  it('falls back to the e-mail without a display name', () => {
    expect(avatarText('', 'asha@example.in')).toBe('asha@example.in');
    expect(avatarText(null, 'asha@example.in')).toBe('asha@example.in');
  });
});

describe('TopNav', () => {
  it('shows a visitor the common links, Login and Register New Account, which open the login dialog', async () => {
    const user = userEvent.setup();
    renderNav(null, {});
    const nav = within(main());
    expect(nav.getByRole('link', { name: 'Trio home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/rent');
    expect(nav.getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/buy');
    expect(nav.getByRole('link', { name: 'Renters Hub' })).toHaveAttribute('href', '/hub');
    expect(nav.getByRole('link', { name: /Favorites/ })).toHaveAttribute('href', '/favorites');
    expect(nav.queryByRole('link', { name: 'Landlord Hub' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Property Manager Hub' })).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: /^Account:/ })).not.toBeInTheDocument();

    await user.click(nav.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('login dialog open')).toBeInTheDocument();
  });

  it('gives a signed-in user the Inbox link with the total unread count; a visitor none', async () => {
    stubRoutes({ 'GET /trio/conversations': { conversations: [], unreadTotal: 3 } });
    renderNav(tenant);
    const inbox = await within(main()).findByRole('link', { name: 'Inbox 3 unread' });
    expect(inbox).toHaveAttribute('href', '/inbox');
    vi.unstubAllGlobals();
  });

  it('shows no Inbox link to a visitor', () => {
    renderNav(null);
    expect(within(main()).queryByRole('link', { name: /Inbox/ })).not.toBeInTheDocument();
  });

  it('opens the login dialog from Register New Account', async () => {
    const user = userEvent.setup();
    renderNav(null);
    await user.click(within(main()).getByRole('button', { name: 'Register New Account' }));
    expect(screen.getByText('login dialog open')).toBeInTheDocument();
  });

  it('shows a tenant the Account menu with initials, role and no hub links', async () => {
    const user = userEvent.setup();
    renderNav(tenant);
    const nav = within(main());
    expect(nav.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Landlord Hub' })).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar')).toHaveTextContent('AR');

    const accountButton = nav.getByRole('button', { name: /^Account:/ });
    expect(accountButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(accountButton);
    expect(accountButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Current Role: TENANT')).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Renters Hub', 'Logout']);
  });

  it('gives a landlord the Landlord Hub link and the Landlord Dashboard entry', async () => {
    const user = userEvent.setup();
    renderNav(landlord);
    const nav = within(main());
    expect(nav.getByRole('link', { name: 'Landlord Hub' })).toHaveAttribute('href', '/landlord-hub');
    expect(nav.queryByRole('link', { name: 'Property Manager Hub' })).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar')).toHaveTextContent('VSR');
    await user.click(nav.getByRole('button', { name: /^Account:/ }));
    expect(screen.getByText('Current Role: LANDLORD')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Landlord Dashboard',
      'Renters Hub',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Landlord Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('gives a property manager the Property Manager Hub link and menu entry', async () => {
    const user = userEvent.setup();
    renderNav(manager);
    const nav = within(main());
    expect(nav.getByRole('link', { name: 'Property Manager Hub' })).toHaveAttribute('href', '/property-manager-hub');
    expect(nav.queryByRole('link', { name: 'Landlord Hub' })).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar')).toHaveTextContent('MI');
    await user.click(nav.getByRole('button', { name: /^Account:/ }));
    expect(screen.getByText('Current Role: PROPERTY MANAGER')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Property Manager Hub',
      'Renters Hub',
      'Logout',
    ]);
  });

  it('shows the e-mail in the avatar when there is no display name', () => {
    renderNav({ ...tenant, displayName: '' });
    expect(screen.getByTestId('avatar')).toHaveTextContent('asha.rao@example.in');
  });

  it('closes the Account menu on an outside click', async () => {
    const user = userEvent.setup();
    renderNav(tenant);
    await user.click(screen.getByRole('button', { name: /^Account:/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('login dialog closed'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: arrows move, Escape closes and returns to the button', async () => {
    const user = userEvent.setup();
    renderNav(tenant);
    const accountButton = screen.getByRole('button', { name: /^Account:/ });
    accountButton.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Renters Hub' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountButton).toHaveFocus();
  });

  it('follows a menu entry and closes the menu', async () => {
    const user = userEvent.setup();
    const { router } = renderNav(tenant);
    await user.click(screen.getByRole('button', { name: /^Account:/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out and goes to / on Logout', async () => {
    const user = userEvent.setup();
    const logout = vi.fn(async () => undefined);
    const { router } = renderNav(tenant, { logout });
    await user.click(screen.getByRole('button', { name: /^Account:/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('still goes to / when signing out fails', async () => {
    const user = userEvent.setup();
    const logout = vi.fn(() => Promise.reject(new Error('offline')));
    const { router } = renderNav(tenant, { logout });
    await user.click(screen.getByRole('button', { name: /^Account:/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('folds the links into a Menu button that toggles them (compact layout)', async () => {
    const user = userEvent.setup();
    renderNav(null);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveClass('top-nav__panel--open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the compact menu on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderNav(null);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  describe('in Hindi', () => {
    it('switches the header to Hindi from the language switch, sets <html lang> and remembers the choice', async () => {
      const user = userEvent.setup();
      renderNav(manager);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
      const nav = within(await screen.findByRole('navigation', { name: 'मुख्य' }));
      expect(nav.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
      expect(nav.getByRole('link', { name: 'प्रॉपर्टी मैनेजर हब' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('hi-IN');
      expect(localStorage.getItem(REMEMBERED_LANGUAGE_KEY)).toBe('hi');
      await user.click(screen.getByRole('button', { name: 'खाता: meera iyer' }));
      expect(screen.getByText('मौजूदा भूमिका: प्रॉपर्टी मैनेजर')).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: 'लॉग आउट' })).toBeInTheDocument();

      await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'English');
      expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en-IN');
      expect(localStorage.getItem(REMEMBERED_LANGUAGE_KEY)).toBe('en');
    });
  });
});
