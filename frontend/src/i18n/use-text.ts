import { useCallback } from 'react';
import { useIntl, type PrimitiveType } from 'react-intl';
import type { MessageId } from './message-ids';

/** The values an ICU message takes: `{count}`, `{city}`, … */
export type MessageValues = Record<string, PrimitiveType>;

/** A message of the catalogues in the language shown: what useText gives, or textNow outside React. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t('search.results.count', { count })`: a message of the catalogues in the language shown. */
export function useText(): Translate {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}

const WHOLE_RUPEES = {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
} as const;

/**
 * Numbers and dates in the language shown: rupees with Indian digit grouping in every language ("₹1,07,000"),
 * counts ("2,003"), dates ("27 November 2026", "27 नवंबर 2026").
 */
export function useFormats() {
  const intl = useIntl();
  return {
    rupees: (amount: number) => intl.formatNumber(amount, WHOLE_RUPEES),
    count: (value: number) => intl.formatNumber(value),
    date: (value: Date | string | number) => intl.formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' }),
  };
}
