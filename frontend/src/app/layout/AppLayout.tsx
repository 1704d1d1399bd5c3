import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { LoginDialog } from '../../features/auth/LoginDialog';
import { TopNav } from './TopNav';

/** The shell around every page: top navigation, the page, the login dialog (opened from anywhere). */
export function AppLayout() {
  return (
    <>
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
