import { act, screen } from '@testing-library/react';
import { useLoginDialog } from '../lib/login-dialog-context';
import { renderRoute, tenant, testSession } from '../test/render';
import { RequireHubRole, RequireLogin } from './guards';

function DialogState() {
  return <p>dialog {useLoginDialog().isOpen ? 'open' : 'closed'}</p>;
}

describe('route guards', () => {
  it('shows a visitor nothing on a login-guarded route and opens the login dialog', async () => {
    renderRoute(
      <>
        <RequireLogin />
        <DialogState />
      </>,
    );
    expect(await screen.findByText('dialog open')).toBeInTheDocument();
  });

  it('takes a visitor who closes the dialog back where they came from, or home when they came straight here', async () => {
    function Close() {
      const dialog = useLoginDialog();
      return (
        <button type="button" onClick={dialog.close}>
          close
        </button>
      );
    }
    const { router } = renderRoute(
      <>
        <RequireLogin />
        <DialogState />
        <Close />
      </>,
      { path: '/favorites', routes: [{ path: '/', element: <p>Home page</p> }] },
    );
    expect(await screen.findByText('dialog open')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'close' }).click());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells a tenant on a hub route that access is denied', () => {
    renderRoute(<RequireHubRole />, { session: testSession(tenant) });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('You need landlord or property manager privileges to access this page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
