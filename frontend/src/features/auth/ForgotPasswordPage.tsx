import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@trio/contracts/http/users';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../components/form/TextField';
import { paths } from '../../config/paths';
import { useRequestPasswordReset } from './api/request-password-reset';
import { authErrorMessage } from './auth-errors';
import { loginSchema } from './login-schema';
import './AuthPages.css';
import './SignInForm.css';

/**
 * "Forgot password?": asks for the e-mail and asks the server to mail a reset link. The answer is the same words
 * whether or not the address has an account (the server's own sentence), so the page reveals nothing either.
 */
export function ForgotPasswordPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    // The e-mail rule of the sign-in form.
    const checked = loginSchema.shape.email.safeParse(email);
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    request.mutate(checked.data);
  }

  return (
    <main id="main" className="page auth-page">
      <div className="auth-page__card">
        <h1 className="auth-page__title">Forgot your password?</h1>
        {request.isSuccess ? (
          <p role="status" className="auth-page__lead">
            {request.data?.message ?? PASSWORD_RESET_REQUESTED_MESSAGE}
          </p>
        ) : (
          <>
            <p className="auth-page__lead">
              Enter the e-mail you signed up with and we will send you a link to choose a new password.
            </p>
            <form className="sign-in-form" noValidate onSubmit={onSubmit} aria-busy={request.isPending}>
              <TextField
                id={`${id}-email`}
                className="sign-in-form__field"
                label="E-mail"
                type="email"
                autoComplete="email"
                autoFocus
                value={email}
                error={emailError}
                onChange={(value) => {
                  setEmail(value);
                  if (emailError) setEmailError(undefined);
                }}
              />
              <div aria-live="polite" className="sign-in-form__messages">
                {request.isError ? (
                  <p className="sign-in-form__error" role="alert">
                    {authErrorMessage(request.error)}
                  </p>
                ) : null}
              </div>
              <button
                type="submit"
                className="button button--primary sign-in-form__submit"
                disabled={request.isPending}
              >
                {request.isPending ? 'Sending…' : 'Send reset link'}
              </button>
            </form>
          </>
        )}
        <p className="auth-page__switch">
          Remembered it? <Link to={paths.login}>Sign in</Link>
        </p>
      </div>
    </main>
  );
}
