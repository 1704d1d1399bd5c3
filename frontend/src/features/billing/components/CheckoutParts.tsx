import { formatPaiseAsRupees } from '@trio/contracts/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';

export type CheckoutStep = 'review' | 'payment';

const STEPS: { key: CheckoutStep; labelId: MessageId }[] = [
  { key: 'review', labelId: 'billing.steps.review' },
  { key: 'payment', labelId: 'billing.steps.payment' },
];

/** The page frame: title, what is paid for, and the two steps with the current one marked. */
export function CheckoutFrame({
  step,
  subtitle,
  children,
}: {
  step: CheckoutStep | null;
  subtitle?: string;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <main id="main" className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('billing.title')}</h1>
      {subtitle ? <p className="checkout__subtitle">{subtitle}</p> : null}
      <ol className="checkout__steps" aria-label={t('billing.steps.label')}>
        {STEPS.map((item, index) => (
          <li
            key={item.key}
            className={item.key === step ? 'checkout__step checkout__step--current' : 'checkout__step'}
            aria-current={item.key === step ? 'step' : undefined}
          >
            <span className="checkout__step-number" aria-hidden="true">
              {index + 1}
            </span>
            {t(item.labelId)}
          </li>
        ))}
      </ol>
      {children}
    </main>
  );
}

/** The spec's Billing error: an alert titled "Error" with a "Return to Home" button (000 §2, §8). */
export function CheckoutError({ message, children }: { message: string; children?: ReactNode }) {
  const t = useText();
  return (
    <div className="checkout__error" role="alert">
      <h2>{t('billing.error.title')}</h2>
      <p>{message}</p>
      <div className="checkout__actions">
        <Link className="button button--primary" to={paths.home}>
          {t('billing.returnHome')}
        </Link>
        {children}
      </div>
    </div>
  );
}

export interface CostLine {
  labelId: MessageId;
  /** The label's values, when it has any ("Late fee: rent for {month} …"). */
  labelValues?: Record<string, string | number>;
  paise: number;
}

/** The cost breakdown as the server computed it, in ₹ with Indian digit grouping, and its total. */
export function CostBreakdown({
  caption,
  lines,
  totalPaise,
}: {
  caption: string;
  lines: CostLine[];
  totalPaise: number;
}) {
  const t = useText();
  return (
    <table className="checkout__costs">
      <caption>{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.labelId}>
            <th scope="row">{t(line.labelId, line.labelValues)}</th>
            <td>{formatPaiseAsRupees(line.paise)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('billing.costs.total')}</th>
          <td>{formatPaiseAsRupees(totalPaise)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
