import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../i18n/use-text';
import type { MessageId } from '../../i18n/message-ids';
import { authErrorMessage } from './auth-errors';
import { TextField } from '../../components/form/TextField';
import { isGoogleSignInConfigured } from './google-identity';
import { validateLogin, type LoginFieldErrors, type LoginValues } from './login-schema';
import { useGoogleSignIn } from './useGoogleSignIn';
import './SignInForm.css';
import { logger } from '../../lib/logger';

type Status = 'idle' | 'submitting' | 'success';

interface SignInFormProps {
  /** Called once after a successful sign-in (e-mail or Google). */
  onSignedIn(): void;
  /** Show "Successfully signed in!" after success (the dialog does; the page navigates away instead). */
  announceSuccess?: boolean;
  /** Put the cursor in the e-mail field on mount (the dialog's content arrives after the dialog has opened). */
  autoFocus?: boolean;
  /** Called when the user follows "Forgot password?" (the dialog closes). */
  onLeave?(): void;
}

/**
 * E-mail and password sign-in with an optional Google button: idle → submitting ("Signing In...", disabled; a second
 * submit is ignored) → the error in red under the fields, or success.
 */
export function SignInForm({ onSignedIn, announceSuccess = false, autoFocus = false, onLeave }: SignInFormProps) {
  const t = useText();
  const { login } = useSession();
  const signInWithGoogle = useGoogleSignIn();
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  // State updates are not synchronous: a ref stops a double click from sending twice.
  const busy = useRef(false);

  async function run(attempt: () => Promise<unknown>, fallbackId?: MessageId) {
    if (busy.current) return;
    busy.current = true;
    setStatus('submitting');
    setFormError(null);
    try {
      await attempt();
      setStatus('success');
      onSignedIn();
    } catch (error) {
      if (fallbackId) logger.error('Google sign-in failed', error);
      setFormError(
        fallbackId ? (error instanceof Error && error.message) || t(fallbackId) : authErrorMessage(error, t),
      );
      setStatus('idle');
      busy.current = false;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const checked = validateLogin(values);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      setFormError(null);
      return;
    }
    setFieldErrors({});
    void run(() => login(checked.values.email, checked.values.password));
  }

  const update = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submitting = status === 'submitting';
  const done = status === 'success';

  return (
    <form className="sign-in-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <TextField
        id={`${id}-email`}
        name={`${id}-email`}
        className="sign-in-form__field"
        label={t('auth.signIn.email')}
        type="email"
        autoComplete="email"
        autoFocus={autoFocus}
        value={values.email}
        error={fieldErrors.email && t(fieldErrors.email)}
        disabled={done}
        onChange={update('email')}
      />
      <TextField
        id={`${id}-password`}
        name={`${id}-password`}
        className="sign-in-form__field"
        label={t('auth.signIn.password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={fieldErrors.password && t(fieldErrors.password)}
        disabled={done}
        onChange={update('password')}
      />
      <p className="sign-in-form__forgot">
        <Link to={paths.forgotPassword} onClick={onLeave}>
          {t('auth.signIn.forgot')}
        </Link>
      </p>
      <div aria-live="polite" className="sign-in-form__messages">
        {formError ? (
          <p className="sign-in-form__error" role="alert">
            {formError}
          </p>
        ) : null}
        {done && announceSuccess ? <p className="sign-in-form__success">{t('auth.signIn.success')}</p> : null}
      </div>
      <button type="submit" className="button button--primary sign-in-form__submit" disabled={submitting || done}>
        {submitting ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
      </button>
      {isGoogleSignInConfigured() ? (
        <>
          <p className="sign-in-form__divider">
            <span>{t('auth.signIn.or')}</span>
          </p>
          <button
            type="button"
            className="button button--secondary sign-in-form__google"
            disabled={submitting || done}
            onClick={() => void run(signInWithGoogle, 'auth.signIn.googleFailed')}
          >
            <GoogleMark />
            {t('auth.signIn.google')}
          </button>
        </>
      ) : null}
    </form>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" focusable="false">
      <path
        fill="#4285F4"
        d="M17.6 9.2c0-.6-.1-1.2-.2-1.8H9v3.4h4.8a4.1 4.1 0 0 1-1.8 2.7v2.2h2.9c1.7-1.6 2.7-3.9 2.7-6.5z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.4 0 4.5-.8 6-2.2l-2.9-2.2c-.8.5-1.8.9-3.1.9-2.4 0-4.4-1.6-5.1-3.8H.9v2.3A9 9 0 0 0 9 18z"
      />
      <path fill="#FBBC05" d="M3.9 10.7a5.4 5.4 0 0 1 0-3.4V5H.9a9 9 0 0 0 0 8l3-2.3z" />
      <path fill="#EA4335" d="M9 3.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 0 0 .9 5l3 2.3C4.6 5.2 6.6 3.6 9 3.6z" />
    </svg>
  );
}
