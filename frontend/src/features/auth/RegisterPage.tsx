import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { ApiError } from '../../lib/problem';
import { authErrorMessage } from './auth-errors';
import { FieldError } from '../../components/form/FieldError';
import { TextField } from '../../components/form/TextField';
import { useLoginDialog } from '../../lib/login-dialog-context';
import {
  emptyRegisterValues,
  passwordProblem,
  passwordStrength,
  registerInputOf,
  STEP_OF_FIELD,
  STEP_TITLES,
  validateStep,
  wizardFieldOf,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from './register-schema';
import './AuthPages.css';
import './RegisterPage.css';
import './SignInForm.css';

const LAST_STEP = STEP_TITLES.length - 1;

/** "Join us": the four-step sign-up wizard. Signed-in users are sent home; after sign-up the user is signed in. */
export function RegisterPage() {
  const { userLoggedIn, register } = useSession();
  const loginDialog = useLoginDialog();
  const navigate = useNavigate();
  const id = useId();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const stepChanged = useRef(false);

  // Focus follows the wizard: the first invalid field after a failed check, else the new step's heading.
  useEffect(() => {
    if (focusFirstError.current) {
      focusFirstError.current = false;
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (stepChanged.current) {
      stepChanged.current = false;
      headingRef.current?.focus();
    }
  }, [step, errors]);

  if (userLoggedIn) return <Navigate to={paths.home} replace />;

  const fieldId = (field: RegisterField) => `${id}-${field}`;

  function update(field: RegisterField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function goTo(next: number) {
    stepChanged.current = true;
    setFormError(null);
    setStep(next);
  }

  function showErrors(found: RegisterErrors, onStep: number) {
    focusFirstError.current = true;
    setErrors(found);
    setStep(onStep);
  }

  async function submit() {
    // The password may only be judged against the e-mail now that both are known.
    const problem = passwordProblem(values.password, values.email);
    if (problem) {
      showErrors({ password: problem }, STEP_OF_FIELD.password);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      await register(registerInputOf(values));
      void navigate(paths.home, { replace: true });
    } catch (error) {
      const byField: RegisterErrors = {};
      if (error instanceof ApiError) {
        for (const [serverField, message] of Object.entries(error.fieldErrors)) {
          const field = wizardFieldOf(serverField);
          if (field && !byField[field]) byField[field] = message;
        }
      }
      const fields = Object.keys(byField) as RegisterField[];
      if (fields.length > 0) {
        const firstStep = Math.min(...fields.map((field) => STEP_OF_FIELD[field]));
        showErrors(byField, firstStep);
      } else {
        setFormError(authErrorMessage(error, 'We could not create your account. Please try again.'));
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const found = validateStep(step, values);
    if (Object.keys(found).length > 0) {
      showErrors(found, step);
      return;
    }
    setErrors({});
    if (step < LAST_STEP) goTo(step + 1);
    else void submit();
  }

  const field = (name: RegisterField) => ({
    id: fieldId(name),
    value: values[name],
    error: errors[name],
    onChange: (value: string) => update(name, value),
    className: 'form-field',
  });

  const strength = passwordStrength(values.password, values.email);

  return (
    <main id="main" className="page auth-page">
      <div className="auth-page__card auth-page__card--wide">
        <h1 className="auth-page__title">Join us</h1>
        <p className="auth-page__lead">Create your account in four short steps.</p>

        <ol className="wizard-steps" aria-label="Sign-up steps">
          {STEP_TITLES.map((title, index) => (
            <li
              key={title}
              className={
                index === step
                  ? 'wizard-steps__step wizard-steps__step--current'
                  : index < step
                    ? 'wizard-steps__step wizard-steps__step--done'
                    : 'wizard-steps__step'
              }
              aria-current={index === step ? 'step' : undefined}
            >
              <span className="wizard-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="wizard-steps__title">
                <span className="visually-hidden">{`Step ${index + 1} of ${STEP_TITLES.length}: `}</span>
                {title}
              </span>
            </li>
          ))}
        </ol>

        <form ref={formRef} className="wizard-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
          <h2 ref={headingRef} tabIndex={-1} className="wizard-form__heading">
            {STEP_TITLES[step]}
          </h2>

          {step === 0 ? (
            <div className="wizard-form__grid">
              <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
              <TextField label="Middle name (optional)" autoComplete="additional-name" {...field('middleName')} />
              <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
              <fieldset
                className="form-field wizard-form__wide"
                aria-describedby={errors.gender ? `${fieldId('gender')}-error` : undefined}
              >
                <legend>Gender</legend>
                <div className="wizard-form__choices">
                  {(['female', 'male', 'other'] as const).map((gender) => (
                    <label key={gender} className="wizard-form__choice">
                      <input
                        type="radio"
                        name={fieldId('gender')}
                        value={gender}
                        checked={values.gender === gender}
                        aria-invalid={errors.gender ? true : undefined}
                        onChange={() => update('gender', gender)}
                      />
                      {gender[0]?.toUpperCase()}
                      {gender.slice(1)}
                    </label>
                  ))}
                </div>
                <FieldError id={`${fieldId('gender')}-error`} message={errors.gender} />
              </fieldset>
              <TextField label="Date of birth" type="date" autoComplete="bday" {...field('dateOfBirth')} />
            </div>
          ) : null}

          {step === 1 ? (
            <div className="wizard-form__grid">
              <TextField
                label="Phone"
                type="tel"
                autoComplete="tel"
                hint="10-digit Indian mobile number, e.g. 98123 45678"
                {...field('phone')}
              />
              <TextField
                label="Address"
                autoComplete="street-address"
                hint="House / flat, street and area (optional)"
                {...field('addressLine')}
                className="form-field wizard-form__wide"
              />
              <TextField label="City" autoComplete="address-level2" {...field('city')} />
              <TextField label="State" autoComplete="address-level1" {...field('state')} />
              <TextField label="PIN code" inputMode="numeric" autoComplete="postal-code" {...field('pin')} />
            </div>
          ) : null}

          {step === 2 ? (
            <div className="wizard-form__grid">
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                describedBy={`${id}-strength`}
                {...field('password')}
                className="form-field wizard-form__wide"
              />
              <div id={`${id}-strength`} className="password-strength wizard-form__wide">
                <div className="password-strength__bar" data-score={strength.score} aria-hidden="true">
                  {[1, 2, 3, 4].map((segment) => (
                    <span key={segment} className={segment <= strength.score ? 'is-filled' : undefined} />
                  ))}
                </div>
                <p className="password-strength__label">Password strength: {strength.label}</p>
                <ul className="password-strength__rules">
                  <Rule met={[...values.password].length >= 8 && [...values.password].length <= 128}>
                    8 to 128 characters
                  </Rule>
                  <Rule met={values.password !== '' && new Set(values.password.toLowerCase()).size > 1}>
                    Not one character repeated
                  </Rule>
                  <Rule met={null}>Not your e-mail address or a common password</Rule>
                </ul>
              </div>
              <TextField
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                {...field('confirmPassword')}
                className="form-field wizard-form__wide"
              />
            </div>
          ) : null}

          {step === 3 ? (
            <div className="wizard-form__grid">
              <TextField
                label="E-mail"
                type="email"
                autoComplete="email"
                hint="You will sign in with this address."
                {...field('email')}
                className="form-field wizard-form__wide"
              />
            </div>
          ) : null}

          {formError ? (
            <p className="sign-in-form__error" role="alert">
              {formError}
            </p>
          ) : null}

          <div className="wizard-form__actions">
            {step > 0 ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => goTo(step - 1)}
                disabled={submitting}
              >
                Back
              </button>
            ) : null}
            <button type="submit" className="button button--primary" disabled={submitting}>
              {step < LAST_STEP ? 'Next' : submitting ? 'Signing Up...' : 'Sign Up'}
            </button>
          </div>
        </form>

        <p className="auth-page__switch">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={loginDialog.open}>
            Sign in
          </button>{' '}
          or use the <Link to={paths.login}>sign-in page</Link>.
        </p>
      </div>
    </main>
  );
}

/** One line of the password checklist; `met` null means the server checks it. */
function Rule({ met, children }: { met: boolean | null; children: ReactNode }) {
  const state = met === null ? 'checked on sign-up' : met ? 'met' : 'not met yet';
  return (
    <li className={met ? 'password-strength__rule is-met' : 'password-strength__rule'}>
      <span aria-hidden="true">{met === null ? '•' : met ? '✓' : '○'}</span> {children}
      <span className="visually-hidden"> ({state})</span>
    </li>
  );
}
