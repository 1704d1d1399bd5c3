import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { SignInForm } from './SignInForm';
import './LoginDialog.css';

/** The spec: after a successful sign-in the dialog shows the success message and closes this much later. */
export const CLOSE_AFTER_SUCCESS_MS = 1000;

const TOUR_ICON = '360°';
const RUPEE_ICON = '₹';

/** Mounted only while the dialog is open, so every opening starts with empty fields and no messages. */
export function LoginDialogContent({ titleId, close }: { titleId: string; close(): void }) {
  const t = useText();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(close, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [signedIn, close]);

  return (
    <div className="login-dialog__layout">
      <aside className="login-dialog__promo" aria-label={t('auth.dialog.promoLabel')}>
        <div className="login-dialog__blurb">
          <span className="login-dialog__icon" aria-hidden="true">
            {TOUR_ICON}
          </span>
          <h3>{t('auth.dialog.tourTitle')}</h3>
          <p>{t('auth.dialog.tourBody')}</p>
        </div>
        <div className="login-dialog__blurb">
          <span className="login-dialog__icon" aria-hidden="true">
            {RUPEE_ICON}
          </span>
          <h3>{t('auth.dialog.dealTitle')}</h3>
          <p>{t('auth.dialog.dealBody')}</p>
        </div>
      </aside>
      <section className="login-dialog__main">
        <h2 id={titleId} className="login-dialog__title">
          {t('auth.dialog.title')}
        </h2>
        <SignInForm announceSuccess autoFocus onSignedIn={() => setSignedIn(true)} onLeave={close} />
        <p className="login-dialog__switch">
          <FormattedMessage
            id="auth.dialog.noAccount"
            values={{
              link: (chunks) => (
                <Link to={paths.register} onClick={close}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </section>
    </div>
  );
}
