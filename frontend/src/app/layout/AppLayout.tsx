import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { LoginDialog } from '../../features/auth/LoginDialog';
import { useRouteTitle } from '../../lib/page-title';
import { TopNav } from './TopNav';

/**
 * The shell around every page: top navigation, the page, the login dialog (opened from anywhere). Each page has its
 * own document title; a new page opens at its top, and back/forward return to where the reader was.
 */
export function AppLayout() {
  useRouteTitle();
  return (
    <>
      <ScrollRestoration />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopNav />
      <Suspense fallback={<Spinner label="Loading…" />}>
        <Outlet />
      </Suspense>
      <LoginDialog />
    </>
  );
}
