import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/problem';
import { passwordProblem } from '../../../lib/password-rules';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Other devices have been signed out.';

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
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const next: Errors = {};
    if (!values.currentPassword) next.currentPassword = 'Enter your current password.';
    const problem = values.newPassword === '' ? 'Enter a new password.' : passwordProblem(values.newPassword, email);
    if (problem) next.newPassword = problem;
    if (values.confirm === '') next.confirm = 'Please confirm your new password.';
    else if (values.confirm !== values.newPassword) next.confirm = 'The passwords do not match.';
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => setValues(empty),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
            setErrors({ currentPassword: 'The current password is incorrect.' });
          } else if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            setErrors({ newPassword: error.fieldErrors.newPassword ?? error.message });
          } else {
            setFormError(`We could not change your password. ${error instanceof Error ? error.message : ''}`);
          }
        },
      },
    );
  }

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      className="form-field profile-edit__field"
      label={label}
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
        Change password
      </h2>
      {hasPassword ? (
        <form className="profile-edit" noValidate onSubmit={onSubmit} aria-busy={change.isPending}>
          {field('currentPassword', 'Current password', 'current-password')}
          {field('newPassword', 'New password', 'new-password')}
          {field('confirm', 'Confirm new password', 'new-password')}
          <div aria-live="polite">
            {formError ? (
              <p className="profile-edit__error" role="alert">
                {formError}
              </p>
            ) : null}
            {change.isSuccess ? <p role="status">{PASSWORD_CHANGED_MESSAGE}</p> : null}
          </div>
          <div className="profile-edit__actions">
            <button type="submit" className="button button--primary" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </button>
          </div>
        </form>
      ) : (
        <p>
          You sign in with Google, so this account has no password yet. To set one,{' '}
          <Link to={paths.forgotPassword}>ask for a password-reset link</Link>.
        </p>
      )}
    </section>
  );
}
