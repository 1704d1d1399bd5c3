import { profileUpdateBodySchema } from '@trio/contracts/http/users';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/TextField';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import type { UserProfile } from '../../../lib/user-profile';
import { firstMessagePerField } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/problem';
import { useUpdateProfile } from '../api/update-profile';

type Field = 'firstName' | 'middleName' | 'lastName' | 'phone' | 'address';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const LABELS: Record<Field, MessageId> = {
  firstName: 'account.form.firstName',
  middleName: 'account.form.middleName',
  lastName: 'account.form.lastName',
  phone: 'account.form.phone',
  address: 'account.form.address',
};

function valuesOf(profile: UserProfile): Values {
  return {
    firstName: profile.firstName ?? '',
    middleName: profile.middleName ?? '',
    lastName: profile.lastName ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
  };
}

/** Checks the form with the route's own schema; one message per field. */
function validate(values: Values): { ok: true } | { ok: false; errors: Errors } {
  const result = profileUpdateBodySchema.safeParse(values);
  if (result.success) return { ok: true };
  return { ok: false, errors: firstMessagePerField<Field>(result.error.issues) };
}

/**
 * Edits the caller's name, phone and address: Save (disabled and "Saving…" while the call runs) or Cancel; a failure
 * keeps what was typed and says why, by field when the server names one.
 */
export function ProfileEditForm({ profile, onDone }: { profile: UserProfile; onDone(saved: boolean): void }) {
  const t = useText();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useUpdateProfile();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validate(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    const body = {
      firstName: values.firstName.trim(),
      middleName: values.middleName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
    };
    save.mutate(body, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        if (error instanceof ApiError) {
          const byField: Errors = {};
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field in LABELS) byField[field as Field] = message;
          }
          setErrors(byField);
        }
        setFormError(t('account.form.failed', { reason: error.message }));
      },
    });
  }

  const field = (name: Field, extra: { type?: 'text' | 'tel'; autoComplete?: string } = {}) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      className="form-field profile-edit__field"
      label={t(LABELS[name])}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      value={values[name]}
      error={errors[name]}
      disabled={save.isPending}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );

  return (
    <form
      className="profile-edit"
      noValidate
      onSubmit={onSubmit}
      aria-busy={save.isPending}
      aria-label={t('account.form.label')}
    >
      {field('firstName', { autoComplete: 'given-name' })}
      {field('middleName', { autoComplete: 'additional-name' })}
      {field('lastName', { autoComplete: 'family-name' })}
      {field('phone', { type: 'tel', autoComplete: 'tel' })}
      {field('address', { autoComplete: 'street-address' })}
      <div aria-live="polite">
        {formError ? (
          <p className="profile-edit__error" role="alert">
            {formError}
          </p>
        ) : null}
      </div>
      <div className="profile-edit__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('account.form.saving') : t('account.form.save')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={save.isPending}
          onClick={() => onDone(false)}
        >
          {t('account.form.cancel')}
        </button>
      </div>
    </form>
  );
}
