import type { DashboardGap, DashboardPart } from '@trio/contracts/http/landlord';
import type { MessageId } from '../../../i18n/message-ids';
import { useText } from '../../../i18n/use-text';

/** How each missing part is said (the gateway's own words in English; its `message` for a part unknown here). */
const GAP_IDS: Record<DashboardPart, MessageId> = {
  landlord: 'landlord.gap.landlord',
  properties: 'landlord.gap.properties',
  leases: 'landlord.gap.leases',
  tenants: 'landlord.gap.tenants',
  payments: 'landlord.gap.payments',
  maintenance: 'landlord.gap.maintenance',
};

/** What the dashboard answer could not include, said plainly (a service that did not answer). */
export function GapNotice({ gaps }: { gaps: readonly DashboardGap[] }) {
  const t = useText();
  if (gaps.length === 0) return null;
  return (
    <div className="landlord__gaps" role="status">
      <p>{t('landlord.gap.intro')}</p>
      <ul>
        {gaps.map((gap) => {
          const id = GAP_IDS[gap.part] as MessageId | undefined;
          return <li key={gap.part}>{id ? t(id) : gap.message}</li>;
        })}
      </ul>
    </div>
  );
}
