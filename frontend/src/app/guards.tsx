import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useText } from '../i18n/use-text';
import { useLoginDialog } from '../lib/login-dialog-context';
import { useSession } from '../lib/auth/session';

/**
 * Login-guarded routes: a visitor sees nothing and the login dialog opens; after signing in the page appears.
 * Closing the dialog without signing in takes the visitor back where they came from (home, when they came straight
 * here), never leaves them behind a dialog that reopens.
 */
export function RequireLogin() {
  const { userLoggedIn } = useSession();
  const { isOpen, open } = useLoginDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const asked = useRef(false);
  useEffect(() => {
    if (userLoggedIn) {
      asked.current = false;
    } else if (!asked.current) {
      asked.current = true;
      open();
    } else if (!isOpen) {
      asked.current = false;
      // The first entry of this tab's history has the key "default": nothing in the app to go back to.
      if (location.key === 'default') void navigate(paths.home, { replace: true });
      else void navigate(-1);
    }
  }, [userLoggedIn, isOpen, open, navigate, location.key]);
  return userLoggedIn ? <Outlet /> : null;
}

/** The hubs: landlords and property managers only. */
export function RequireHubRole() {
  const t = useText();
  const { userRole } = useSession();
  if (userRole === 'landlord' || userRole === 'property_manager') return <Outlet />;
  return (
    <main id="main" className="page access-denied">
      <h1>{t('shell.accessDenied.heading')}</h1>
      <p>{t('shell.accessDenied.body')}</p>
      <Link className="button button--primary" to={paths.home}>
        {t('shell.accessDenied.home')}
      </Link>
    </main>
  );
}
