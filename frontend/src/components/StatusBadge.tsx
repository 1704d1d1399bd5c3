import './StatusBadge.css';

/** A coloured status label; `tone` picks the colour (an application's status, or `rental_confirmed`). */
export function StatusBadge({ tone, children }: { tone: string; children: string }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
