import type { OwnerStatementRow } from '@trio/contracts/http/payments';
import { addressLine } from '../../../lib/listing-requests';
import { saveFile } from '../../../lib/files';
import { monthLabel, rupees, statementByMonth, statementCsv } from '../owner-statement';

/** View Reports: the owner statement per month and property (rent due, collected, outstanding), and as CSV. */
export function OwnerStatement({ rows }: { rows: readonly OwnerStatementRow[] | null }) {
  if (rows === null) return <p>The owner statement is unavailable right now (payments are not answering).</p>;
  if (rows.length === 0)
    return <p>No rent has fallen due yet: the statement fills in from your leases’ first month.</p>;
  const months = statementByMonth(rows);
  return (
    <section aria-labelledby="owner-statement" className="landlord__section">
      <div className="landlord__section-head">
        <h3 id="owner-statement">Owner Statement</h3>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            saveFile(new Blob([statementCsv(rows)], { type: 'text/csv;charset=utf-8' }), 'owner-statement.csv')
          }
        >
          Download CSV
        </button>
      </div>
      <table className="landlord__table">
        <caption className="visually-hidden">Owner statement by month and property</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Property</th>
            <th scope="col">Tenant</th>
            <th scope="col">Rent due</th>
            <th scope="col">Collected</th>
            <th scope="col">Outstanding</th>
          </tr>
        </thead>
        <tbody>
          {months.flatMap((month) => [
            ...month.rows.map((row) => (
              <tr key={`${row.leaseId}-${row.month}`}>
                <td>{monthLabel(row.month)}</td>
                <td>{addressLine(row.address)}</td>
                <td>{row.tenantName}</td>
                <td>{rupees(row.rentDuePaise)}</td>
                <td>{rupees(row.collectedPaise)}</td>
                <td>{rupees(row.outstandingPaise)}</td>
              </tr>
            )),
            <tr key={`${month.month}-total`} className="landlord__total">
              <th scope="row" colSpan={3}>
                Total {monthLabel(month.month)}
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
