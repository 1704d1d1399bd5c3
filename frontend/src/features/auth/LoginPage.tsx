import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { useSession } from '../../lib/auth/session';
import { SignInForm } from './SignInForm';
import './AuthPages.css';

/** Where to go after signing in: the page the user came from (navigation state `{ from }`), else home. */
function destinationOf(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
    if (from && typeof from === 'object' && 'pathname' in from) {
      const { pathname, search = '', hash = '' } = from as { pathname: unknown; search?: unknown; hash?: unknown };
      if (typeof pathname === 'string' && pathname.startsWith('/'))
        return `${pathname}${String(search)}${String(hash)}`;
    }
  }
  return paths.home;
}

/** The standalone sign-in page: the same form as the login dialog; signed-in users are sent home. */
export function LoginPage() {
  const t = useText();
  const { userLoggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const destination = destinationOf(location.state);

  // Already signed in (or just signed in here): on to the destination, home unless the user came from elsewhere.
  if (userLoggedIn) return <Navigate to={destination} replace />;

  return (
    <main id="main" className="page auth-page">
      <div className="auth-page__card">
        <h1 className="auth-page__title">{t('auth.login.title')}</h1>
        <p className="auth-page__lead">{t('auth.login.lead')}</p>
        <SignInForm onSignedIn={() => void navigate(destination, { replace: true })} />
        <p className="auth-page__switch">
          <FormattedMessage
            id="auth.login.noAccount"
            values={{ link: (chunks) => <Link to={paths.register}>{chunks}</Link> }}
          />
        </p>
      </div>
    </main>
  );
}
