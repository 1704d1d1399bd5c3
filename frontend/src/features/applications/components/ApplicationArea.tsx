import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PropertyApplicationAreaProps } from '../../../components/property-application-area';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import { useLoginDialog } from '../../../lib/login-dialog-context';
import { propertyPageStatus } from '../../../lib/rental-application-status';
import { type Eligibility, useEligibility } from '../api/get-eligibility';
import type { RentalApplication } from '../api/get-my-applications';
import { ApplicationSubmittedDialog } from './ApplicationSubmittedDialog';
import { EligibilityDialog } from './EligibilityDialog';
import { RequestToApplyDialog } from './RequestToApplyDialog';
import { WithdrawApplicationDialog } from './WithdrawApplicationDialog';
import './ApplicationArea.css';

/**
 * The property page's action area (spec 000 §4): "Please login to apply" for visitors; for a signed-in user the
 * status of their latest application to this property as the status table shows it, or "Apply Now" and "Check
 * Eligibility" when there is none.
 */
export function ApplicationArea({ propertyId, propertyName }: PropertyApplicationAreaProps) {
  const { userLoggedIn } = useSession();
  const loginDialog = useLoginDialog();

  if (!userLoggedIn) {
    return (
      <div className="apply-actions">
        <button type="button" className="button button--primary apply-actions__wide" onClick={loginDialog.open}>
          Please login to apply
        </button>
      </div>
    );
  }
  return <SignedInApplicationArea propertyId={propertyId} propertyName={propertyName} />;
}

type OpenDialog =
  | { kind: 'eligibility' }
  /** The form; `againFrom` is the expired application "Apply Again" starts from. */
  | { kind: 'apply'; againFrom: string | null }
  | { kind: 'submitted'; application: RentalApplication }
  | { kind: 'withdraw'; application: RentalApplication };

function SignedInApplicationArea({ propertyId, propertyName }: PropertyApplicationAreaProps) {
  const eligibility = useEligibility(propertyId, true);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  let actions;
  if (eligibility.isPending) {
    actions = (
      <p className="apply-actions__checking" role="status">
        Checking your application…
      </p>
    );
  } else if (eligibility.isError) {
    actions = (
      <div className="apply-actions__problem" role="alert">
        <p>We could not check your application for this property. {eligibility.error.message}</p>
        <button type="button" className="button button--secondary" onClick={() => void eligibility.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (eligibility.data.application) {
    actions = (
      <ApplicationStatusRow
        application={eligibility.data.application}
        propertyName={propertyName}
        onApplyAgain={(application) => setDialog({ kind: 'apply', againFrom: application._id })}
        onWithdraw={(application) => setDialog({ kind: 'withdraw', application })}
      />
    );
  } else {
    actions = (
      <>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setDialog({ kind: 'apply', againFrom: null })}
        >
          Apply Now
        </button>
        <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'eligibility' })}>
          Check Eligibility
        </button>
      </>
    );
  }

  const data: Eligibility | undefined = eligibility.data;
  return (
    <div className="apply-actions">
      {actions}
      {data ? (
        <EligibilityDialog
          open={dialog?.kind === 'eligibility'}
          onClose={close}
          eligibility={data}
          propertyName={propertyName}
          onApply={() => setDialog({ kind: 'apply', againFrom: null })}
        />
      ) : null}
      {dialog?.kind === 'apply' ? (
        <RequestToApplyDialog
          propertyId={propertyId}
          propertyName={propertyName}
          prefill={data?.prefill ?? null}
          alreadyApplied={data?.reasons.some((reason) => reason.code === 'APPLICATION_EXISTS') ?? false}
          againFrom={dialog.againFrom}
          onClose={close}
          onSubmitted={(application) => setDialog({ kind: 'submitted', application })}
        />
      ) : null}
      <ApplicationSubmittedDialog
        open={dialog?.kind === 'submitted'}
        onClose={close}
        propertyName={propertyName}
        firstName={dialog?.kind === 'submitted' ? dialog.application.firstName : ''}
      />
      {dialog?.kind === 'withdraw' ? (
        <WithdrawApplicationDialog application={dialog.application} propertyName={propertyName} onClose={close} />
      ) : null}
    </div>
  );
}

interface ApplicationStatusRowProps {
  application: RentalApplication;
  propertyName: string;
  onApplyAgain(application: RentalApplication): void;
  onWithdraw(application: RentalApplication): void;
}

/** One row of the status table: what the status reads and what the user can do next. */
function ApplicationStatusRow({ application, propertyName, onApplyAgain, onWithdraw }: ApplicationStatusRowProps) {
  const navigate = useNavigate();
  const status = propertyPageStatus(application.displayStatus);

  switch (status.next) {
    case 'checkout':
      return (
        <button
          type="button"
          className="button button--primary apply-actions__wide"
          onClick={() => navigate(paths.billing, { state: { propertyId: application.propertyId } })}
        >
          {status.label}
        </button>
      );
    case 'view_rental_details':
      return (
        <>
          <button type="button" className="button button--primary" disabled>
            {status.label}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              navigate(paths.paymentSuccess, {
                state: { propertyId: application.propertyId, propertyName, paymentType: 'initial' },
              })
            }
          >
            View Rental Details
          </button>
        </>
      );
    default:
      return (
        <>
          <p className={`apply-actions__status apply-actions__status--${application.displayStatus}`}>{status.label}</p>
          {status.next === 'apply_again' ? (
            <button type="button" className="button button--primary" onClick={() => onApplyAgain(application)}>
              Apply Again
            </button>
          ) : null}
          {application.reviewNotes && status.withdrawable ? (
            <p className="apply-actions__notes apply-actions__wide">
              <strong>Note from the property manager:</strong> {application.reviewNotes}
            </p>
          ) : null}
          {status.withdrawable ? (
            <button
              type="button"
              className="button button--secondary apply-actions__wide"
              onClick={() => onWithdraw(application)}
            >
              Withdraw Application
            </button>
          ) : null}
        </>
      );
  }
}
