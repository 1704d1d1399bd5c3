import { formatPaiseAsRupees } from '@trio/contracts/common';
import { FormattedMessage } from 'react-intl';
import { Dialog } from '../../../components/Dialog';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';
import type { Eligibility } from '../api/get-eligibility';

interface EligibilityDialogProps {
  open: boolean;
  onClose(): void;
  eligibility: Eligibility;
  propertyName: string;
  onApply(): void;
}

/**
 * "Check Eligibility": whether the user can apply now and why not, what moving in costs (the server's amounts, spec
 * 000 §9) and the documents to have ready.
 */
export function EligibilityDialog({ open, onClose, eligibility, propertyName, onApply }: EligibilityDialogProps) {
  const t = useText();
  const { canApply, reasons, costs, documentsNeeded } = eligibility;
  const costRows: [MessageId, number][] = [
    ['applications.eligibility.rent', costs.rentPaise],
    ['applications.eligibility.deposit', costs.securityDepositPaise],
    ['applications.eligibility.applicationFee', costs.applicationFeePaise],
    ['applications.eligibility.processingFee', costs.processingFeePaise],
  ];
  return (
    <Dialog open={open} onClose={onClose} title={t('applications.eligibility.title')} className="eligibility">
      <div
        className={
          canApply ? 'eligibility__verdict eligibility__verdict--yes' : 'eligibility__verdict eligibility__verdict--no'
        }
      >
        {canApply ? (
          <p>{t('applications.eligibility.canApply', { property: propertyName })}</p>
        ) : (
          <>
            <p>{t('applications.eligibility.cannotApply', { property: propertyName })}</p>
            <ul>
              {reasons.map((reason) => (
                <li key={reason.code}>{reason.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>

      <h3>{t('applications.eligibility.costs')}</h3>
      <table className="eligibility__costs">
        <caption className="visually-hidden">{t('applications.eligibility.costsCaption')}</caption>
        <tbody>
          {costRows.map(([labelId, paise]) => (
            <tr key={labelId}>
              <th scope="row">{t(labelId)}</th>
              <td>{formatPaiseAsRupees(paise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('applications.eligibility.total')}</th>
            <td>{formatPaiseAsRupees(costs.totalPaise)}</td>
          </tr>
        </tfoot>
      </table>

      <h3>{t('applications.eligibility.documents')}</h3>
      <ul className="eligibility__documents">
        {documentsNeeded.map((document) => (
          <li key={document.key}>
            <FormattedMessage
              id="applications.eligibility.document"
              values={{
                label: document.label,
                description: document.description,
                b: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </li>
        ))}
      </ul>

      <div className="application-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('applications.eligibility.close')}
        </button>
        {canApply ? (
          <button type="button" className="button button--primary" onClick={onApply}>
            {t('applications.eligibility.applyNow')}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
