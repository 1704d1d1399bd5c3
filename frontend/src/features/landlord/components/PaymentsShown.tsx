import { useText } from '../../../i18n/use-text';

/** Says when the list holds only the newest payments. */
export function PaymentsShown({ shown, total }: { shown: number; total: number | null }) {
  const t = useText();
  if (total === null || total <= shown) return null;
  return <p>{t('landlord.payments.shown', { shown, total })}</p>;
}
