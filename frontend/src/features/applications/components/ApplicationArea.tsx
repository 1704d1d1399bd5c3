import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PropertyApplicationAreaProps } from '../../../components/property-application-area';
import { paths } from '../../../config/paths';
import { useText } from '../../../i18n/use-text';
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
  const t = useText();
  const { userLoggedIn } = useSession();
  const loginDialog = useLoginDialog();

  if (!userLoggedIn) {
    return (
      <div className="apply-actions">
        <button type="button" className="button button--primary apply-actions__wide" onClick={loginDialog.open}>
          {t('applications.area.loginToApply')}
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
  const t = useText();
  const eligibility = useEligibility(propertyId, true);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  let actions;
  if (eligibility.isPending) {
    actions = (
      <p className="apply-actions__checking" role="status">
        {t('applications.area.checking')}
      </p>
    );
  } else if (eligibility.isError) {
    actions = (
      <div className="apply-actions__problem" role="alert">
        <p>{t('applications.area.checkFailed', { reason: eligibility.error.message })}</p>
        <button type="button" className="button button--secondary" onClick={() => void eligibility.refetch()}>
          {t('applications.tryAgain')}
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
          {t('applications.area.applyNow')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'eligibility' })}>
          {t('applications.area.checkEligibility')}
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
  const t = useText();
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
          {t(status.labelId, status.labelValues)}
        </button>
      );
    case 'view_rental_details':
      return (
        <>
          <button type="button" className="button button--primary" disabled>
            {t(status.labelId, status.labelValues)}
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
            {t('applications.area.viewRentalDetails')}
          </button>
        </>
      );
    default:
      return (
        <>
          <p className={`apply-actions__status apply-actions__status--${application.displayStatus}`}>{t(status.labelId, status.labelValues)}</p>
          {status.next === 'apply_again' ? (
            <button type="button" className="button button--primary" onClick={() => onApplyAgain(application)}>
              {t('applications.area.applyAgain')}
            </button>
          ) : null}
          {application.reviewNotes && status.withdrawable ? (
            <p className="apply-actions__notes apply-actions__wide">
              <FormattedMessage
                id="applications.area.managerNote"
                values={{ note: application.reviewNotes, b: (chunks) => <strong>{chunks}</strong> }}
              />
            </p>
          ) : null}
          {status.withdrawable ? (
            <button
              type="button"
              className="button button--secondary apply-actions__wide"
              onClick={() => onWithdraw(application)}
            >
              {t('applications.area.withdraw')}
            </button>
          ) : null}
        </>
      );
  }
}
