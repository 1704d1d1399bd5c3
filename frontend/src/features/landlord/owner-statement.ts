import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { OwnerStatementRow } from '@trio/contracts/http/payments';
import type { Translate } from '../../i18n/use-text';
import { addressLine } from '../../lib/listing-requests';

export interface StatementMonth {
  month: string;
  rows: OwnerStatementRow[];
  rentDuePaise: number;
  collectedPaise: number;
  outstandingPaise: number;
}

/** The owner statement by month (newest first), each with its properties and its totals. */
export function statementByMonth(rows: readonly OwnerStatementRow[]): StatementMonth[] {
  const months = new Map<string, OwnerStatementRow[]>();
  for (const row of rows) months.set(row.month, [...(months.get(row.month) ?? []), row]);
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, list]) => ({
      month,
      rows: list,
      rentDuePaise: list.reduce((n, r) => n + r.rentDuePaise, 0),
      collectedPaise: list.reduce((n, r) => n + r.collectedPaise, 0),
      outstandingPaise: list.reduce((n, r) => n + r.outstandingPaise, 0),
    }));
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rupees with two decimals and no grouping, for spreadsheets ("25000.00"). */
const rupeesCell = (paise: number) => (paise / 100).toFixed(2);

/**
 * The owner statement as CSV: one line per month and property, amounts in rupees (₹ with two decimals); its column
 * headers in the language shown.
 */
export function statementCsv(rows: readonly OwnerStatementRow[], t: Translate): string {
  const inRupees = (column: string) => t('landlord.statement.inRupees', { column });
  const header = [
    t('landlord.statement.month'),
    t('landlord.statement.property'),
    t('landlord.statement.address'),
    t('landlord.statement.tenant'),
    inRupees(t('landlord.statement.rentDue')),
    inRupees(t('landlord.statement.collected')),
    inRupees(t('landlord.statement.outstanding')),
  ];
  const lines = statementByMonth(rows).flatMap((month) =>
    month.rows.map((row) =>
      [
        row.month,
        row.propertyName,
        addressLine(row.address, t),
        row.tenantName,
        rupeesCell(row.rentDuePaise),
        rupeesCell(row.collectedPaise),
        rupeesCell(row.outstandingPaise),
      ]
        .map(csvCell)
        .join(','),
    ),
  );
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}

export const rupees = formatPaiseAsRupees;
