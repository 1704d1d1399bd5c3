import { Dialog } from '../../../components/Dialog';
import { useText } from '../../../i18n/use-text';
import type { RentalApplication } from '../api/get-my-applications';
import { useWithdrawApplication } from '../api/withdraw-application';

interface WithdrawApplicationDialogProps {
  application: RentalApplication;
  propertyName: string;
  onClose(): void;
}

/** Asks before withdrawing a pending or under-review application; a failure is shown, the dialog stays open. */
export function WithdrawApplicationDialog({ application, propertyName, onClose }: WithdrawApplicationDialogProps) {
  const t = useText();
  const withdraw = useWithdrawApplication();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('applications.withdraw.title')}
      size="small"
      describedBy="withdraw-application"
    >
      <p id="withdraw-application">{t('applications.withdraw.body', { property: propertyName })}</p>
      {withdraw.isError ? (
        <p className="application-form__error" role="alert">
          {t('applications.withdraw.failed', { reason: withdraw.error.message })}
        </p>
      ) : null}
      <div className="application-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={withdraw.isPending}>
          {t('applications.withdraw.keep')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(application._id, { onSuccess: onClose })}
        >
          {withdraw.isPending ? t('applications.withdraw.withdrawing') : t('applications.withdraw.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
