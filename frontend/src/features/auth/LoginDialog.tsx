import { lazy, Suspense, useEffect, useId } from 'react';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/auth/session';
import { withTimeout } from '../../lib/lazy-route';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { productText } from '../../i18n/catalogues';
import { useText } from '../../i18n/use-text';

/*
 * The form, its validation and its text (the 'auth' catalogue) load on demand, keeping them out of the entry chunk;
 * visitors fetch them when idle. The idle fetch only preloads the text (productText.preload): putting it in use would
 * give the whole page new messages and render it all again while it loads, for a dialog that is not open.
 */
const loadContent = () =>
  withTimeout(() =>
    Promise.all([import('./LoginDialogContent'), productText.need(['auth'])]).then(([module]) => module),
  );
const LoginDialogContent = lazy(() => loadContent().then((module) => ({ default: module.LoginDialogContent })));

/** The app's one login dialog, opened from anywhere with useLoginDialog().open(). Closing it resets the form. */
export function LoginDialog() {
  const t = useText();
  const { isOpen, close } = useLoginDialog();
  const { userLoggedIn } = useSession();
  const titleId = useId();

  useEffect(() => {
    if (userLoggedIn || typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(
      () =>
        void withTimeout(() => Promise.all([import('./LoginDialogContent'), productText.preload(['auth'])])).catch(
          () => undefined,
        ),
    );
    return () => window.cancelIdleCallback(handle);
  }, [userLoggedIn]);

  return (
    <Dialog open={isOpen} onClose={close} labelledBy={titleId} size="large" className="login-dialog">
      <Suspense
        fallback={
          <>
            <h2 id={titleId} className="visually-hidden">
              {t('shell.loginDialog.title')}
            </h2>
            <Spinner label={t('shell.loading')} />
          </>
        }
      >
        <LoginDialogContent titleId={titleId} close={close} />
      </Suspense>
    </Dialog>
  );
}
