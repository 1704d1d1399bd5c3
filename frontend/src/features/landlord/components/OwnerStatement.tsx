import type { OwnerStatementRow } from '@trio/contracts/http/payments';
import { useText } from '../../../i18n/use-text';
import { saveFile } from '../../../lib/files';
import { addressLine } from '../../../lib/listing-requests';
import { rupees, statementByMonth, statementCsv } from '../owner-statement';
import { useIndiaDates } from '../../../lib/india-dates';

/** View Reports: the owner statement per month and property (rent due, collected, outstanding), and as CSV. */
export function OwnerStatement({ rows }: { rows: readonly OwnerStatementRow[] | null }) {
  const t = useText();
  const dates = useIndiaDates();
  if (rows === null) return <p>{t('landlord.statement.unavailable')}</p>;
  if (rows.length === 0) return <p>{t('landlord.statement.empty')}</p>;
  const months = statementByMonth(rows);
  return (
    <section aria-labelledby="owner-statement" className="landlord__section">
      <div className="landlord__section-head">
        <h3 id="owner-statement">{t('landlord.statement.title')}</h3>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            saveFile(new Blob([statementCsv(rows, t)], { type: 'text/csv;charset=utf-8' }), 'owner-statement.csv')
          }
        >
          {t('landlord.statement.download')}
        </button>
      </div>
      <table className="landlord__table">
        <caption className="visually-hidden">{t('landlord.statement.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('landlord.statement.month')}</th>
            <th scope="col">{t('landlord.statement.property')}</th>
            <th scope="col">{t('landlord.statement.tenant')}</th>
            <th scope="col">{t('landlord.statement.rentDue')}</th>
            <th scope="col">{t('landlord.statement.collected')}</th>
            <th scope="col">{t('landlord.statement.outstanding')}</th>
          </tr>
        </thead>
        <tbody>
          {months.flatMap((month) => [
            ...month.rows.map((row) => (
              <tr key={`${row.leaseId}-${row.month}`}>
                <td>{dates.month(row.month)}</td>
                <td>{addressLine(row.address, t)}</td>
                <td>{row.tenantName}</td>
                <td>{rupees(row.rentDuePaise)}</td>
                <td>{rupees(row.collectedPaise)}</td>
                <td>{rupees(row.outstandingPaise)}</td>
              </tr>
            )),
            <tr key={`${month.month}-total`} className="landlord__total">
              <th scope="row" colSpan={3}>
                {t('landlord.statement.total', { month: dates.month(month.month) })}
              </th>
              <td>{rupees(month.rentDuePaise)}</td>
              <td>{rupees(month.collectedPaise)}</td>
              <td>{rupees(month.outstandingPaise)}</td>
            </tr>,
          ])}
        </tbody>
      </table>
    </section>
  );
}
