import { useState } from 'react';
import type { ApplicationPrefill } from '@trio/contracts/http/applications';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { useText } from '../../../i18n/use-text';
import { useSession } from '../../../lib/auth/session';
import { ApiError } from '../../../lib/problem';
import { useUserProfile } from '../../../lib/user-profile';
import { useApplyForProperty } from '../api/apply-for-rental';
import { useApplyAgain } from '../api/get-apply-again';
import type { RentalApplication } from '../api/get-my-applications';
import {
  type ApplicantProfile,
  type ApplicationField,
  type ApplicationFormErrors,
  type ApplicationFormValues,
  prefilledApplicationForm,
  serverFieldErrors,
  validateApplicationForm,
} from '../application-form';
import { ApplicationForm } from './ApplicationForm';

interface RequestToApplyDialogProps {
  propertyId: string;
  propertyName: string;
  /** The form as the user last filled it (the eligibility read's prefill). */
  prefill: ApplicationPrefill | null;
  /** The user already has an open application here: the message replaces the form. */
  alreadyApplied: boolean;
  /** "Apply Again": the expired application the new one starts from. */
  againFrom: string | null;
  onClose(): void;
  onSubmitted(application: RentalApplication): void;
}

/**
 * "Request to Apply": the eight fields, prefilled from the last application and the user's profile, checked inline
 * before sending; the server's field errors show the same way, and its refusals as a message (the dialog stays open).
 */
export function RequestToApplyDialog(props: RequestToApplyDialogProps) {
  const t = useText();
  const { currentUser } = useSession();
  const profile = useUserProfile(currentUser?._id);
  const again = useApplyAgain(props.againFrom);
  // Prefill sources that fail only mean fewer prefilled fields; the form opens once each has answered either way.
  const waiting = profile.isLoading || again.isLoading;

  const applicant: ApplicantProfile | null =
    profile.data ?? (currentUser ? { ...currentUser, phone: null, address: null } : null);
  const lastAnswers = again.data?.formData ?? props.prefill;

  return (
    <Dialog open onClose={props.onClose} title={t('applications.request.title')} size="medium">
      <p className="application-dialog__intro">
        {again.data
          ? t('applications.request.introAgain', { property: props.propertyName, hint: again.data.panAdhaarHint })
          : t('applications.request.intro', { property: props.propertyName })}
      </p>
      {props.alreadyApplied ? (
        <AlreadyApplied onClose={props.onClose} />
      ) : waiting ? (
        <Spinner label={t('applications.request.preparing')} />
      ) : (
        <ApplicationFormState
          {...props}
          initialValues={prefilledApplicationForm(lastAnswers, applicant)}
          userId={currentUser?._id ?? ''}
        />
      )}
    </Dialog>
  );
}

function AlreadyApplied({ onClose }: { onClose(): void }) {
  const t = useText();
  return (
    <>
      <p className="application-dialog__already" role="status">
        {t('applications.request.alreadyApplied')}
      </p>
      <div className="application-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('applications.ok')}
        </button>
      </div>
    </>
  );
}

interface ApplicationFormStateProps extends RequestToApplyDialogProps {
  initialValues: ApplicationFormValues;
  userId: string;
}

function ApplicationFormState({ propertyId, initialValues, userId, onClose, onSubmitted }: ApplicationFormStateProps) {
  const t = useText();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ApplicationFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [alreadyApplied, setAlreadyApplied] = useState(false);
  const apply = useApplyForProperty();

  function change(field: ApplicationField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's error clears as the user corrects it; the rest stay until the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit() {
    const problems = validateApplicationForm(values);
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalidField();
      return;
    }
    apply.mutate(
      { formData: values, propertyId, userId },
      {
        onSuccess: (application) => onSubmitted(application),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'APPLICATION_EXISTS') {
            setAlreadyApplied(true);
            return;
          }
          if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
            const fromServer = serverFieldErrors(error.fieldErrors);
            setErrors(fromServer.errors);
            setFormError(
              fromServer.other.length > 0 ? fromServer.other.join(' ') : t('applications.request.correctFields'),
            );
            focusFirstInvalidField();
            return;
          }
          setFormError(t('applications.request.notSent', { reason: error.message }));
        },
      },
    );
  }

  if (alreadyApplied) return <AlreadyApplied onClose={onClose} />;
  return (
    <ApplicationForm
      values={values}
      errors={errors}
      onChange={change}
      onSubmit={submit}
      submitting={apply.isPending}
      formError={formError}
      onCancel={onClose}
    />
  );
}

/** After a failed check, focus goes to the first field with an error (its message is read with it). */
function focusFirstInvalidField() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLInputElement>('.application-form input[aria-invalid="true"]')?.focus();
  });
}
