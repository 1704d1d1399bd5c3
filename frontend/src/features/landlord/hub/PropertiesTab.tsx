import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/Dialog';
import { useText } from '../../../i18n/use-text';
import { LandlordPropertyCard } from '../components/LandlordPropertyCard';
import { type HubTab } from './hub-tabs';

/** The Properties tab: the listed homes, each leading to its tenants and maintenance requests. */
export function PropertiesTab({
  data,
  onSelect,
}: {
  data: LandlordDashboard;
  onSelect(tab: HubTab, property?: string): void;
}) {
  const t = useText();
  const [editing, setEditing] = useState<string | null>(null);
  if (data.properties === null) return <p>{t('landlord.properties.unavailable')}</p>;
  return (
    <section aria-label={t('landlord.properties.label')}>
      <ul className="landlord__cards">
        {data.properties.map((property) => (
          <LandlordPropertyCard key={property._id} property={property}>
            <div className="landlord__card-actions">
              <button type="button" className="button button--secondary" onClick={() => setEditing(property._id)}>
                {t('landlord.properties.edit')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onSelect('tenants', property._id)}
              >
                {t('landlord.properties.viewTenants')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onSelect('maintenance', property._id)}
              >
                {t('landlord.properties.maintenance')}
              </button>
            </div>
          </LandlordPropertyCard>
        ))}
      </ul>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={t('landlord.properties.editTitle')}>
        <p>
          <FormattedMessage
            id="landlord.properties.editPhotos"
            values={{ link: (chunks) => <Link to={`/${editing ?? ''}/uploadImages`}>{chunks}</Link> }}
          />
        </p>
        <p>{t('landlord.properties.editDetails')}</p>
      </Dialog>
    </section>
  );
}
