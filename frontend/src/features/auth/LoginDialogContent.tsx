import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SignInForm } from './SignInForm';
import './LoginDialog.css';

/** The spec: after a successful sign-in the dialog shows the success message and closes this much later. */
export const CLOSE_AFTER_SUCCESS_MS = 1000;

/** Mounted only while the dialog is open, so every opening starts with empty fields and no messages. */
export function LoginDialogContent({ titleId, close }: { titleId: string; close(): void }) {
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(close, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [signedIn, close]);

  return (
    <div className="login-dialog__layout">
      <aside className="login-dialog__promo" aria-label="Why sign in">
        <div className="login-dialog__blurb">
          <span className="login-dialog__icon" aria-hidden="true">
            360°
          </span>
          <h3>360° Virtual Tour</h3>
          <p>Walk through homes from your sofa before you book a visit.</p>
        </div>
        <div className="login-dialog__blurb">
          <span className="login-dialog__icon" aria-hidden="true">
            ₹
          </span>
          <h3>Find the best deal</h3>
          <p>Compare verified listings and rents across your city in one place.</p>
        </div>
      </aside>
      <section className="login-dialog__main">
        <h2 id={titleId} className="login-dialog__title">
          Welcome Back
        </h2>
        <SignInForm announceSuccess autoFocus onSignedIn={() => setSignedIn(true)} onLeave={close} />
        <p className="login-dialog__switch">
          Don&apos;t have an account?{' '}
          <Link to={paths.register} onClick={close}>
            Sign up
          </Link>
        </p>
      </section>
    </div>
  );
}
