import { useId, useMemo, type FormEvent } from 'react';
import { TextField } from '../../../components/form/TextField';
import { useText } from '../../../i18n/use-text';
import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS, MAX_PEOPLE, MIN_PEOPLE } from '@trio/contracts/http/applications';
import {
  type ApplicationField,
  type ApplicationFormErrors,
  type ApplicationFormValues,
  moveInDateRange,
  shownFormMessage,
} from '../application-form';

interface ApplicationFormProps {
  values: ApplicationFormValues;
  errors: ApplicationFormErrors;
  onChange(field: ApplicationField, value: string): void;
  onSubmit(): void;
  submitting: boolean;
  /** A failure of the whole submission (not of one field). */
  formError?: string | null;
  onCancel(): void;
}

/** The eight fields of a rental application, each with its label and inline error. */
export function ApplicationForm({
  values,
  errors,
  onChange,
  onSubmit,
  submitting,
  formError,
  onCancel,
}: ApplicationFormProps) {
  const t = useText();
  const id = useId();
  const dates = useMemo(() => moveInDateRange(new Date()), []);
  const field = (name: ApplicationField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: shownFormMessage(t, name, errors[name]),
    onChange: (value: string) => onChange(name, value),
    className: 'form-field',
    disabled: submitting,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }

  return (
    <form className="application-form" noValidate onSubmit={submit} aria-busy={submitting}>
      <div className="application-form__grid">
        <TextField {...field('firstName')} label={t('applications.form.firstName')} autoComplete="given-name" />
        <TextField {...field('lastName')} label={t('applications.form.lastName')} autoComplete="family-name" />
        <TextField
          {...field('phone')}
          label={t('applications.form.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('applications.form.phoneHint')}
        />
        <TextField {...field('address')} label={t('applications.form.address')} autoComplete="street-address" />
        <TextField
          {...field('panAdhaar')}
          label={t('applications.form.panAadhaar')}
          autoComplete="off"
          hint={t('applications.form.panAadhaarHint')}
        />
        <TextField
          {...field('moveInDate')}
          label={t('applications.form.moveInDate')}
          type="date"
          min={dates.min}
          max={dates.max}
        />
        <TextField
          {...field('leasePeriod')}
          label={t('applications.form.leasePeriod')}
          hint={t('applications.form.leasePeriodHint', { min: LEASE_MIN_MONTHS, max: LEASE_MAX_MONTHS })}
        />
        <TextField
          {...field('numPeople')}
          label={t('applications.form.numPeople')}
          inputMode="numeric"
          hint={t('applications.form.numPeopleHint', { min: MIN_PEOPLE, max: MAX_PEOPLE })}
        />
      </div>
      {formError ? (
        <p className="application-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="application-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={submitting}>
          {t('applications.form.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('applications.form.submitting') : t('applications.form.submit')}
        </button>
      </div>
    </form>
  );
}
