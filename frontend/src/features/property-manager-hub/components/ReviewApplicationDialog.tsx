import { useId, useState, type FormEvent } from 'react';
import type { ApplicationDecision } from '@trio/contracts/http/applications';
import { Dialog } from '../../../components/Dialog';
import { FieldError } from '../../../components/form/FieldError';
import '../../../components/form/form-field.css';
import { ApiError } from '../../../lib/problem';
import type { RentalApplication } from '../api/get-manager-applications';
import { useReviewApplication } from '../api/review-application';
import { DECISION_LABELS } from '../review-decisions';

const TITLES: Record<ApplicationDecision, string> = {
  approve: 'Approve Application',
  reject: 'Reject Application',
  request_more_info: 'Request More Information',
};

const NOTES_HINTS: Record<ApplicationDecision, string> = {
  approve: 'Optional. The applicant can then proceed to checkout.',
  reject: 'Optional. Kept with the application.',
  request_more_info: 'Optional, but tell the applicant what you need: they see these notes.',
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
    <Dialog open onClose={onClose} title={TITLES[action]} size="small">
      <form className="pm-review-form" onSubmit={submit} noValidate>
        <p>
          {name}, for {application.property.title}.
        </p>
        <div className="form-field">
          <label htmlFor={`${id}-notes`}>Review Notes</label>
          <p id={`${id}-hint`} className="form-field__hint">
            {NOTES_HINTS[action]}
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
            Failed to review application. Please try again. {review.error.message}
          </p>
        ) : null}
        <div className="pm-review-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={review.isPending}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={review.isPending}>
            {review.isPending ? 'Saving…' : DECISION_LABELS[action]}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
