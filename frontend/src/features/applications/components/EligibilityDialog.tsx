import { formatPaiseAsRupees } from '@trio/contracts/common';
import { Dialog } from '../../../components/Dialog';
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
  const { canApply, reasons, costs, documentsNeeded } = eligibility;
  const costRows: [string, number][] = [
    ['First month’s rent', costs.rentPaise],
    ['Security deposit (1.5 × rent)', costs.securityDepositPaise],
    ['Application fee', costs.applicationFeePaise],
    ['Processing fee (2% of rent)', costs.processingFeePaise],
  ];
  return (
    <Dialog open={open} onClose={onClose} title="Check Eligibility" className="eligibility">
      <div
        className={
          canApply ? 'eligibility__verdict eligibility__verdict--yes' : 'eligibility__verdict eligibility__verdict--no'
        }
      >
        {canApply ? (
          <p>You can apply for {propertyName} now.</p>
        ) : (
          <>
            <p>You cannot apply for {propertyName} right now:</p>
            <ul>
              {reasons.map((reason) => (
                <li key={reason.code}>{reason.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>

      <h3>Move-in costs</h3>
      <table className="eligibility__costs">
        <caption className="visually-hidden">What you pay before moving in</caption>
        <tbody>
          {costRows.map(([label, paise]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatPaiseAsRupees(paise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total due at move-in</th>
            <td>{formatPaiseAsRupees(costs.totalPaise)}</td>
          </tr>
        </tfoot>
      </table>

      <h3>Documents needed</h3>
      <ul className="eligibility__documents">
        {documentsNeeded.map((document) => (
          <li key={document.key}>
            <strong>{document.label}</strong>: {document.description}
          </li>
        ))}
      </ul>

      <div className="application-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
        {canApply ? (
          <button type="button" className="button button--primary" onClick={onApply}>
            Apply Now
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
