import { FieldError } from './FieldError';
import './form-field.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  /** The wrapper's classes ("form-field …" in the sign-up wizard and the application form, "sign-in-form__field" in the sign-in form). */
  className: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  name?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  inputMode?: 'numeric' | 'tel';
  /** For date inputs: the earliest and latest dates offered (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** Shown between the label and the input, and read with it. */
  hint?: string;
  /** The id of another element that describes the input (e.g. the password strength meter). */
  describedBy?: string;
}

/** A labelled input with an optional hint and its error message, both linked by aria-describedby. */
export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  className,
  type = 'text',
  name,
  autoComplete,
  autoFocus,
  disabled,
  inputMode,
  min,
  max,
  hint,
  describedBy,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, describedBy ?? null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        disabled={disabled}
        inputMode={inputMode}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
