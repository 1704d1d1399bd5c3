import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useLoginDialog } from '../lib/login-dialog-context';
import { useSession } from '../lib/auth/session';

/** Login-guarded routes: a visitor sees nothing and the login dialog opens; after signing in the page appears. */
export function RequireLogin() {
  const { userLoggedIn } = useSession();
  const loginDialog = useLoginDialog();
  useEffect(() => {
    if (!userLoggedIn) loginDialog.open();
  }, [userLoggedIn, loginDialog]);
  return userLoggedIn ? <Outlet /> : null;
}

/** The hubs: landlords and property managers only. */
export function RequireHubRole() {
  const { userRole } = useSession();
  if (userRole === 'landlord' || userRole === 'property_manager') return <Outlet />;
  return (
    <main id="main" className="page access-denied">
      <h1>Access Denied</h1>
      <p>You need landlord or property manager privileges to access this page.</p>
    </main>
  );
}
