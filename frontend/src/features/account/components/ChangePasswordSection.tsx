import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { ApiError } from '../../../lib/problem';
import { passwordProblemText } from '../../../lib/password-rules';
import { useChangePassword } from '../api/change-password';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}
type Errors = Partial<Record<keyof Values, string>>;
const empty: Values = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * "Change password" on the profile: the current password, the new one and its confirmation. An account without a
 * password (signed up with Google) sets one with a reset link instead.
 */
export function ChangePasswordSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const t = useText();
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const next: Errors = {};
    if (!values.currentPassword) next.currentPassword = t('account.password.currentRequired');
    const problem =
      values.newPassword === '' ? t('account.password.newRequired') : passwordProblemText(t, values.newPassword, email);
    if (problem) next.newPassword = problem;
    if (values.confirm === '') next.confirm = t('account.password.confirmRequired');
    else if (values.confirm !== values.newPassword) next.confirm = t('account.password.mismatch');
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => setValues(empty),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
            setErrors({ currentPassword: t('account.password.currentWrong') });
          } else if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            setErrors({ newPassword: error.fieldErrors.newPassword ?? error.message });
          } else {
            setFormError(t('account.password.failed', { reason: error instanceof Error ? error.message : '' }));
          }
        },
      },
    );
  }

  const field = (name: keyof Values, labelId: MessageId, autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      className="form-field profile-edit__field"
      label={t(labelId)}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      disabled={change.isPending}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
        if (change.isSuccess) change.reset();
      }}
    />
  );

  return (
    <section className="profile-card profile-password" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-password__title">
        {t('account.password.title')}
      </h2>
      {hasPassword ? (
        <form className="profile-edit" noValidate onSubmit={onSubmit} aria-busy={change.isPending}>
          {field('currentPassword', 'account.password.current', 'current-password')}
          {field('newPassword', 'account.password.new', 'new-password')}
          {field('confirm', 'account.password.confirm', 'new-password')}
          <div aria-live="polite">
            {formError ? (
              <p className="profile-edit__error" role="alert">
                {formError}
              </p>
            ) : null}
            {change.isSuccess ? <p role="status">{t('account.password.changed')}</p> : null}
          </div>
          <div className="profile-edit__actions">
            <button type="submit" className="button button--primary" disabled={change.isPending}>
              {change.isPending ? t('account.password.changing') : t('account.password.submit')}
            </button>
          </div>
        </form>
      ) : (
        <p>
          <FormattedMessage
            id="account.password.google"
            values={{ link: (chunks) => <Link to={paths.forgotPassword}>{chunks}</Link> }}
          />
        </p>
      )}
    </section>
  );
}
