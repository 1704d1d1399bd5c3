import { REPLY_PROMISE_HOURS } from '@trio/contracts/http/applications';
import { Dialog } from '../../../components/Dialog';

interface ApplicationSubmittedDialogProps {
  open: boolean;
  onClose(): void;
  propertyName: string;
  firstName: string;
}

/** The confirmation after a successful application: the reply is promised within 48 hrs (spec 000 §2, §9). */
export function ApplicationSubmittedDialog({
  open,
  onClose,
  propertyName,
  firstName,
}: ApplicationSubmittedDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Application Submitted"
      size="small"
      describedBy="application-submitted"
    >
      <p id="application-submitted">
        Thank you{firstName ? `, ${firstName}` : ''}. Your application for {propertyName} has been sent to the property
        manager. You will hear back within {REPLY_PROMISE_HOURS} hrs.
      </p>
      <div className="application-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
