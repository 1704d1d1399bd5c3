import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '../../components/form/TextField';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { ApiError } from '../../lib/problem';
import { useResetPassword } from './api/reset-password';
import { authErrorMessage } from './auth-errors';
import { passwordProblem } from '../../lib/password-rules';
import './AuthPages.css';
import './SignInForm.css';

/** What the page says for the problems a reset link meets, by code (the rest show the server's words). */
export const RESET_LINK_MESSAGES: Record<string, string> = {
  RESET_LINK_INVALID: 'This reset link is not valid or has already been used. Ask for a new one.',
  RESET_LINK_EXPIRED: 'This reset link has expired: links work for 30 minutes. Ask for a new one.',
};

export const RESET_DONE_MESSAGE = 'Your password has been changed and you have been signed out everywhere.';

interface Errors {
  password?: string;
  confirm?: string;
}

/**
 * The page of the e-mailed link (`/reset-password?token=…`): a new password and its confirmation. Success signs this
 * browser out too (the server ended every session) and asks to sign in with the new password.
 */
export function ResetPasswordPage() {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { userLoggedIn, logout } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const next: Errors = {};
    const problem = password === '' ? 'Enter a new password.' : passwordProblem(password);
    if (problem) next.password = problem;
    if (confirm === '') next.confirm = 'Please confirm your new password.';
    else if (confirm !== password) next.confirm = 'The passwords do not match.';
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
            setFormError(authErrorMessage(error));
          }
        },
      },
    );
  }

  const askAgain = (
    <p className="auth-page__switch">
      <Link to={paths.forgotPassword}>Ask for a new link</Link>
    </p>
  );

  let body;
  if (!token) {
    body = (
      <>
        <p role="alert">This page needs the link from the password-reset e-mail.</p>
        {askAgain}
      </>
    );
  } else if (reset.isSuccess) {
    body = (
      <>
        <p role="status">{RESET_DONE_MESSAGE}</p>
        <p className="auth-page__switch">
          <Link to={paths.login}>Sign in with your new password</Link>
        </p>
      </>
    );
  } else if (linkProblem) {
    body = (
      <>
        <p role="alert">{linkProblem}</p>
        {askAgain}
      </>
    );
  } else {
    body = (
      <form className="sign-in-form" noValidate onSubmit={onSubmit} aria-busy={reset.isPending}>
        <TextField
          id={`${id}-password`}
          className="sign-in-form__field"
          label="New password"
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
          label="Confirm new password"
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
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    );
  }

  return (
    <main id="main" className="page auth-page">
      <div className="auth-page__card">
        <h1 className="auth-page__title">Choose a new password</h1>
        {body}
      </div>
    </main>
  );
}
