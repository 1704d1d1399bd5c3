import { useId, useState, type FormEvent } from 'react';
import type { ApplicationDecision } from '@trio/contracts/http/applications';
import { Dialog } from '../../../components/Dialog';
import { FieldError } from '../../../components/form/FieldError';
import '../../../components/form/form-field.css';
import { ApiError } from '../../../lib/problem';
import type { RentalApplication } from '../api/get-manager-applications';
import { useReviewApplication } from '../api/review-application';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import { DECISION_LABEL_IDS } from '../review-decisions';

const TITLE_IDS: Record<ApplicationDecision, MessageId> = {
  approve: 'manager.review.approveTitle',
  reject: 'manager.review.rejectTitle',
  request_more_info: 'manager.review.moreInfoTitle',
};

const NOTES_HINT_IDS: Record<ApplicationDecision, MessageId> = {
  approve: 'manager.review.approveHint',
  reject: 'manager.review.rejectHint',
  request_more_info: 'manager.review.moreInfoHint',
};

interface ReviewApplicationDialogProps {
  managerId: string;
  application: RentalApplication;
  action: ApplicationDecision;
  onClose(): void;
  onReviewed(action: ApplicationDecision): void;
}

/** The review dialog: the decision, optional Review Notes, and the failure message when the review is refused. */
export function ReviewApplicationDialog({
  managerId,
  application,
  action,
  onClose,
  onReviewed,
}: ReviewApplicationDialogProps) {
  const id = useId();
  const t = useText();
  const [notes, setNotes] = useState(application.reviewNotes ?? '');
  const review = useReviewApplication(managerId);
  const name = `${application.firstName} ${application.lastName}`.trim();
  const notesError = review.error instanceof ApiError ? review.error.fieldErrors.reviewNotes : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (review.isPending) return;
    review.mutate(
      { applicationId: application._id, action, reviewNotes: notes.trim() || undefined },
      { onSuccess: () => onReviewed(action) },
    );
  }

  return (
    <Dialog open onClose={onClose} title={t(TITLE_IDS[action])} size="small">
      <form className="pm-review-form" onSubmit={submit} noValidate>
        <p>{t('manager.review.about', { name, property: application.property.title })}</p>
        <div className="form-field">
          <label htmlFor={`${id}-notes`}>{t('manager.reviewNotes')}</label>
          <p id={`${id}-hint`} className="form-field__hint">
            {t(NOTES_HINT_IDS[action])}
          </p>
          <textarea
            id={`${id}-notes`}
            name="reviewNotes"
            value={notes}
            maxLength={2000}
            aria-invalid={notesError ? true : undefined}
            aria-describedby={[`${id}-hint`, notesError ? `${id}-error` : null].filter(Boolean).join(' ')}
            onChange={(event) => setNotes(event.target.value)}
            disabled={review.isPending}
          />
          <FieldError id={`${id}-error`} message={notesError} />
        </div>
        {review.isError && !notesError ? (
          <p className="field-error" role="alert">
            {t('manager.review.failed', { message: review.error.message })}
          </p>
        ) : null}
        <div className="pm-review-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={review.isPending}>
            {t('manager.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={review.isPending}>
            {review.isPending ? t('manager.review.saving') : t(DECISION_LABEL_IDS[action])}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
