import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { TextField } from '../../components/form/TextField';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/message-ids';
import { useText } from '../../i18n/use-text';
import { useRequestPasswordReset } from './api/request-password-reset';
import { authErrorMessage } from './auth-errors';
import { loginSchema } from './login-schema';
import './AuthPages.css';
import './SignInForm.css';

/**
 * "Forgot password?": asks for the e-mail and asks the server to mail a reset link. The answer is the same words
 * whether or not the address has an account (the server's sentence, PASSWORD_RESET_REQUESTED_MESSAGE, in the
 * language shown), so the page reveals nothing either.
 */
export function ForgotPasswordPage() {
  const t = useText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<MessageId | undefined>();
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    // The e-mail rule of the sign-in form.
    const checked = loginSchema.shape.email.safeParse(email);
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message as MessageId | undefined);
      return;
    }
    setEmailError(undefined);
    request.mutate(checked.data);
  }

  return (
    <main id="main" className="page auth-page">
      <div className="auth-page__card">
        <h1 className="auth-page__title">{t('auth.forgot.title')}</h1>
        {request.isSuccess ? (
          <p role="status" className="auth-page__lead">
            {t('auth.forgot.requested')}
          </p>
        ) : (
          <>
            <p className="auth-page__lead">{t('auth.forgot.lead')}</p>
            <form className="sign-in-form" noValidate onSubmit={onSubmit} aria-busy={request.isPending}>
              <TextField
                id={`${id}-email`}
                className="sign-in-form__field"
                label={t('auth.signIn.email')}
                type="email"
                autoComplete="email"
                autoFocus
                value={email}
                error={emailError && t(emailError)}
                onChange={(value) => {
                  setEmail(value);
                  if (emailError) setEmailError(undefined);
                }}
              />
              <div aria-live="polite" className="sign-in-form__messages">
                {request.isError ? (
                  <p className="sign-in-form__error" role="alert">
                    {authErrorMessage(request.error, t)}
                  </p>
                ) : null}
              </div>
              <button
                type="submit"
                className="button button--primary sign-in-form__submit"
                disabled={request.isPending}
              >
                {request.isPending ? t('auth.forgot.sending') : t('auth.forgot.send')}
              </button>
            </form>
          </>
        )}
        <p className="auth-page__switch">
          <FormattedMessage
            id="auth.forgot.remembered"
            values={{ link: (chunks) => <Link to={paths.login}>{chunks}</Link> }}
          />
        </p>
      </div>
    </main>
  );
}
