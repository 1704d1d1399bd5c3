import { REPLY_PROMISE_HOURS } from '@trio/contracts/http/applications';
import { Dialog } from '../../../components/Dialog';
import { useText } from '../../../i18n/use-text';

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
  const t = useText();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('applications.submitted.title')}
      size="small"
      describedBy="application-submitted"
    >
      <p id="application-submitted">
        {firstName
          ? t('applications.submitted.bodyNamed', {
              name: firstName,
              property: propertyName,
              hours: REPLY_PROMISE_HOURS,
            })
          : t('applications.submitted.body', { property: propertyName, hours: REPLY_PROMISE_HOURS })}
      </p>
      <div className="application-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('applications.ok')}
        </button>
      </div>
    </Dialog>
  );
}
