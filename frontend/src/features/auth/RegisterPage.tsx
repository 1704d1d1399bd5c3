import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/message-ids';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useText } from '../../i18n/use-text';
import { useSession } from '../../lib/auth/session';
import { ApiError } from '../../lib/problem';
import { authErrorMessage, formMessage } from './auth-errors';
import { FieldError } from '../../components/form/FieldError';
import { TextField } from '../../components/form/TextField';
import { useLoginDialog } from '../../lib/login-dialog-context';
import {
  emptyRegisterValues,
  passwordProblemText,
  passwordStrength,
  registerInputOf,
  STEP_OF_FIELD,
  STEP_TITLE_IDS,
  validateStep,
  wizardFieldOf,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from './register-schema';
import './AuthPages.css';
import './RegisterPage.css';
import './SignInForm.css';

const LAST_STEP = STEP_TITLE_IDS.length - 1;

const GENDER_IDS: Record<'female' | 'male' | 'other', MessageId> = {
  female: 'auth.register.gender.female',
  male: 'auth.register.gender.male',
  other: 'auth.register.gender.other',
};

/** "Join us": the four-step sign-up wizard. Signed-in users are sent home; after sign-up the user is signed in. */
export function RegisterPage() {
  const t = useText();
  const { language } = useLanguage();
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
    const problem = passwordProblemText(t, values.password, values.email);
    if (problem) {
      showErrors({ password: problem }, STEP_OF_FIELD.password);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      await register(registerInputOf(values, language));
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
        setFormError(authErrorMessage(error, t, 'auth.register.failed'));
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const found = validateStep(step, values, t);
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
    error: formMessage(t, errors[name]),
    onChange: (value: string) => update(name, value),
    className: 'form-field',
  });

  const strength = passwordStrength(values.password, values.email);

  return (
    <main id="main" className="page auth-page">
      <div className="auth-page__card auth-page__card--wide">
        <h1 className="auth-page__title">{t('auth.register.title')}</h1>
        <p className="auth-page__lead">{t('auth.register.lead')}</p>

        <ol className="wizard-steps" aria-label={t('auth.register.steps')}>
          {STEP_TITLE_IDS.map((titleId, index) => (
            <li
              key={titleId}
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
                <span className="visually-hidden">
                  {t('auth.register.stepOf', { step: index + 1, count: STEP_TITLE_IDS.length })}
                </span>
                {t(titleId)}
              </span>
            </li>
          ))}
        </ol>

        <form ref={formRef} className="wizard-form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
          <h2 ref={headingRef} tabIndex={-1} className="wizard-form__heading">
            {STEP_TITLE_IDS[step] ? t(STEP_TITLE_IDS[step]) : null}
          </h2>

          {step === 0 ? (
            <div className="wizard-form__grid">
              <TextField label={t('auth.register.firstName')} autoComplete="given-name" {...field('firstName')} />
              <TextField
                label={t('auth.register.middleName')}
                autoComplete="additional-name"
                {...field('middleName')}
              />
              <TextField label={t('auth.register.lastName')} autoComplete="family-name" {...field('lastName')} />
              <fieldset
                className="form-field wizard-form__wide"
                aria-describedby={errors.gender ? `${fieldId('gender')}-error` : undefined}
              >
                <legend>{t('auth.register.gender')}</legend>
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
                      {t(GENDER_IDS[gender])}
                    </label>
                  ))}
                </div>
                <FieldError id={`${fieldId('gender')}-error`} message={formMessage(t, errors.gender)} />
              </fieldset>
              <TextField
                label={t('auth.register.dateOfBirth')}
                type="date"
                autoComplete="bday"
                {...field('dateOfBirth')}
              />
            </div>
          ) : null}

          {step === 1 ? (
            <div className="wizard-form__grid">
              <TextField
                label={t('auth.register.phone')}
                type="tel"
                autoComplete="tel"
                hint={t('auth.register.phoneHint')}
                {...field('phone')}
              />
              <TextField
                label={t('auth.register.address')}
                autoComplete="street-address"
                hint={t('auth.register.addressHint')}
                {...field('addressLine')}
                className="form-field wizard-form__wide"
              />
              <TextField label={t('auth.register.city')} autoComplete="address-level2" {...field('city')} />
              <TextField label={t('auth.register.state')} autoComplete="address-level1" {...field('state')} />
              <TextField
                label={t('auth.register.pin')}
                inputMode="numeric"
                autoComplete="postal-code"
                {...field('pin')}
              />
            </div>
          ) : null}

          {step === 2 ? (
            <div className="wizard-form__grid">
              <TextField
                label={t('auth.register.password')}
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
                <p className="password-strength__label">
                  {t('auth.register.strength', { strength: t(strength.labelId) })}
                </p>
                <ul className="password-strength__rules">
                  <Rule met={[...values.password].length >= 8 && [...values.password].length <= 128}>
                    {t('auth.register.rule.length')}
                  </Rule>
                  <Rule met={values.password !== '' && new Set(values.password.toLowerCase()).size > 1}>
                    {t('auth.register.rule.repeat')}
                  </Rule>
                  <Rule met={null}>{t('auth.register.rule.server')}</Rule>
                </ul>
              </div>
              <TextField
                label={t('auth.register.confirmPassword')}
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
                label={t('auth.register.email')}
                type="email"
                autoComplete="email"
                hint={t('auth.register.emailHint')}
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
                {t('auth.register.back')}
              </button>
            ) : null}
            <button type="submit" className="button button--primary" disabled={submitting}>
              {step < LAST_STEP
                ? t('auth.register.next')
                : submitting
                  ? t('auth.register.submitting')
                  : t('auth.register.submit')}
            </button>
          </div>
        </form>

        <p className="auth-page__switch">
          <FormattedMessage
            id="auth.register.haveAccount"
            values={{
              dialog: (chunks) => (
                <button type="button" className="link-button" onClick={loginDialog.open}>
                  {chunks}
                </button>
              ),
              link: (chunks) => <Link to={paths.login}>{chunks}</Link>,
            }}
          />
        </p>
      </div>
    </main>
  );
}

const RULE_SERVER_ICON = '•';
const RULE_MET_ICON = '✓';
const RULE_OPEN_ICON = '○';

/** One line of the password checklist; `met` null means the server checks it. */
function Rule({ met, children }: { met: boolean | null; children: ReactNode }) {
  const t = useText();
  const state =
    met === null
      ? t('auth.register.rule.checkedOnSignUp')
      : met
        ? t('auth.register.rule.met')
        : t('auth.register.rule.notMet');
  return (
    <li className={met ? 'password-strength__rule is-met' : 'password-strength__rule'}>
      <span aria-hidden="true">{met === null ? RULE_SERVER_ICON : met ? RULE_MET_ICON : RULE_OPEN_ICON}</span>{' '}
      {children}
      <span className="visually-hidden"> {state}</span>
    </li>
  );
}
