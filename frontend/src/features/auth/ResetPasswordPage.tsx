import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '../../components/form/TextField';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { useSession } from '../../lib/auth/session';
import { ApiError } from '../../lib/problem';
import { useResetPassword } from './api/reset-password';
import { authErrorMessage } from './auth-errors';
import { passwordProblemText } from '../../lib/password-rules';
import './AuthPages.css';
import './SignInForm.css';

/** What the page says for the problems a reset link meets, by code (the rest show the server's words). */
export const RESET_LINK_MESSAGES: Record<string, MessageId> = {
  RESET_LINK_INVALID: 'auth.reset.linkInvalid',
  RESET_LINK_EXPIRED: 'auth.reset.linkExpired',
};

interface Errors {
  password?: string;
  confirm?: string;
}

/**
 * The page of the e-mailed link (`/reset-password?token=…`): a new password and its confirmation. Success signs this
 * browser out too (the server ended every session) and asks to sign in with the new password.
 */
export function ResetPasswordPage() {
  const t = useText();
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { userLoggedIn, logout } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [linkProblem, setLinkProblem] = useState<MessageId | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const next: Errors = {};
    const problem = password === '' ? t('auth.reset.passwordRequired') : passwordProblemText(t, password);
    if (problem) next.password = problem;
    if (confirm === '') next.confirm = t('auth.reset.confirmRequired');
    else if (confirm !== password) next.confirm = t('auth.reset.mismatch');
    setErrors(next);
    setFormError(null);
    if (next.password || next.confirm) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          if (userLoggedIn) void logout();
        },
        onError: (error) => {
          if (error instanceof ApiError && RESET_LINK_MESSAGES[error.code]) {
            setLinkProblem(RESET_LINK_MESSAGES[error.code]!);
          } else if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            setErrors({ password: error.fieldErrors.password ?? error.message });
          } else {
            setFormError(authErrorMessage(error, t));
          }
        },
      },
    );
  }

  const askAgain = (
    <p className="auth-page__switch">
      <Link to={paths.forgotPassword}>{t('auth.reset.askAgain')}</Link>
    </p>
  );

  let body;
  if (!token) {
    body = (
      <>
        <p role="alert">{t('auth.reset.noToken')}</p>
        {askAgain}
      </>
    );
  } else if (reset.isSuccess) {
    body = (
      <>
        <p role="status">{t('auth.reset.done')}</p>
        <p className="auth-page__switch">
          <Link to={paths.login}>{t('auth.reset.signIn')}</Link>
        </p>
      </>
    );
  } else if (linkProblem) {
    body = (
      <>
        <p role="alert">{t(linkProblem)}</p>
        {askAgain}
      </>
    );
  } else {
    body = (
      <form className="sign-in-form" noValidate onSubmit={onSubmit} aria-busy={reset.isPending}>
        <TextField
          id={`${id}-password`}
          className="sign-in-form__field"
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <TextField
          id={`${id}-confirm`}
          className="sign-in-form__field"
          label={t('auth.reset.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(value) => {
            setConfirm(value);
            if (errors.confirm) setErrors((current) => ({ ...current, confirm: undefined }));
          }}
        />
        <div aria-live="polite" className="sign-in-form__messages">
          {formError ? (
            <p className="sign-in-form__error" role="alert">
              {formError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary sign-in-form__submit" disabled={reset.isPending}>
          {reset.isPending ? t('auth.reset.saving') : t('auth.reset.submit')}
        </button>
      </form>
    );
  }

  return (
    <main id="main" className="page auth-page">
      <div className="auth-page__card">
        <h1 className="auth-page__title">{t('auth.reset.title')}</h1>
        {body}
      </div>
    </main>
  );
}
