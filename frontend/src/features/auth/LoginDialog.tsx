import { lazy, Suspense, useEffect, useId } from 'react';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/auth/session';
import { withTimeout } from '../../lib/lazy-route';
import { useLoginDialog } from '../../lib/login-dialog-context';

/* The form and its validation load on demand, keeping them out of the entry chunk; visitors fetch them when idle. */
const loadContent = () => withTimeout(() => import('./LoginDialogContent'));
const LoginDialogContent = lazy(() => loadContent().then((module) => ({ default: module.LoginDialogContent })));

/** The app's one login dialog, opened from anywhere with useLoginDialog().open(). Closing it resets the form. */
export function LoginDialog() {
  const { isOpen, close } = useLoginDialog();
  const { userLoggedIn } = useSession();
  const titleId = useId();

  useEffect(() => {
    if (userLoggedIn || typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => void loadContent().catch(() => undefined));
    return () => window.cancelIdleCallback(handle);
  }, [userLoggedIn]);

  return (
    <Dialog open={isOpen} onClose={close} labelledBy={titleId} size="large" className="login-dialog">
      <Suspense
        fallback={
          <>
            <h2 id={titleId} className="visually-hidden">
              Welcome Back
            </h2>
            <Spinner label="Loading…" />
          </>
        }
      >
        <LoginDialogContent titleId={titleId} close={close} />
      </Suspense>
    </Dialog>
  );
}
