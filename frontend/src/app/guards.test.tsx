import { screen } from '@testing-library/react';
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

  it('tells a tenant on a hub route that access is denied', () => {
    renderRoute(<RequireHubRole />, { session: testSession(tenant) });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('You need landlord or property manager privileges to access this page.'),
    ).toBeInTheDocument();
  });
});
