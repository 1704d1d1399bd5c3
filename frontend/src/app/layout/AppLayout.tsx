import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { LoginDialog } from '../../features/auth/LoginDialog';
import { useText } from '../../i18n/use-text';
import { useRouteTitle } from '../../lib/page-title';
import { TopNav } from './TopNav';

/**
 * The shell around every page: top navigation, the page, the login dialog (opened from anywhere). Each page has its
 * own document title; a new page opens at its top, and back/forward return to where the reader was.
 */
export function AppLayout() {
  const t = useText();
  useRouteTitle();
  return (
    <>
      <ScrollRestoration />
      <a className="skip-link" href="#main">
        {t('shell.skipLink')}
      </a>
      <TopNav />
      <Suspense fallback={<Spinner label={t('shell.loading')} />}>
        <Outlet />
      </Suspense>
      <LoginDialog />
    </>
  );
}
