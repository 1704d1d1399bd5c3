import { useId, useMemo, type FormEvent } from 'react';
import { TextField } from '../../../components/form/TextField';
import { LEASE_MAX_MONTHS, LEASE_MIN_MONTHS, MAX_PEOPLE, MIN_PEOPLE } from '@trio/contracts/http/applications';
import {
  type ApplicationField,
  type ApplicationFormErrors,
  type ApplicationFormValues,
  moveInDateRange,
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
  const id = useId();
  const dates = useMemo(() => moveInDateRange(new Date()), []);
  const field = (name: ApplicationField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
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
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
        <TextField
          {...field('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="Indian mobile number, e.g. 98123 45678"
        />
        <TextField {...field('address')} label="Current address" autoComplete="street-address" />
        <TextField
          {...field('panAdhaar')}
          label="PAN / ADHAAR"
          autoComplete="off"
          hint="Your PAN (ABCPE1234F) or 12-digit Aadhaar number. Only the last four characters are shown to the manager."
        />
        <TextField {...field('moveInDate')} label="Move-in date" type="date" min={dates.min} max={dates.max} />
        <TextField
          {...field('leasePeriod')}
          label="Lease period"
          hint={`${LEASE_MIN_MONTHS} to ${LEASE_MAX_MONTHS} months, e.g. 11 months`}
        />
        <TextField
          {...field('numPeople')}
          label="Number of people signing the lease"
          inputMode="numeric"
          hint={`${MIN_PEOPLE} to ${MAX_PEOPLE}`}
        />
      </div>
      {formError ? (
        <p className="application-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="application-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? 'Submitting…' : 'Submit Application'}
        </button>
      </div>
    </form>
  );
}
