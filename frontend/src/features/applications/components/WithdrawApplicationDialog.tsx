import { Dialog } from '../../../components/Dialog';
import type { RentalApplication } from '../api/get-my-applications';
import { useWithdrawApplication } from '../api/withdraw-application';

interface WithdrawApplicationDialogProps {
  application: RentalApplication;
  propertyName: string;
  onClose(): void;
}

/** Asks before withdrawing a pending or under-review application; a failure is shown, the dialog stays open. */
export function WithdrawApplicationDialog({ application, propertyName, onClose }: WithdrawApplicationDialogProps) {
  const withdraw = useWithdrawApplication();
  return (
    <Dialog open onClose={onClose} title="Withdraw your application?" size="small" describedBy="withdraw-application">
      <p id="withdraw-application">The property manager will no longer review your application for {propertyName}.</p>
      {withdraw.isError ? (
        <p className="application-form__error" role="alert">
          We could not withdraw your application. {withdraw.error.message}
        </p>
      ) : null}
      <div className="application-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={withdraw.isPending}>
          Keep Application
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(application._id, { onSuccess: onClose })}
        >
          {withdraw.isPending ? 'Withdrawing…' : 'Withdraw Application'}
        </button>
      </div>
    </Dialog>
  );
}
