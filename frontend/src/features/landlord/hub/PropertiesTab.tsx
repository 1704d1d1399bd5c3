import type { LandlordDashboard } from '@trio/contracts/http/landlord';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/Dialog';
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
  const [editing, setEditing] = useState<string | null>(null);
  if (data.properties === null) return <p>Your properties are unavailable right now.</p>;
  return (
    <section aria-label="Properties">
      <ul className="landlord__cards">
        {data.properties.map((property) => (
          <LandlordPropertyCard key={property._id} property={property}>
            <div className="landlord__card-actions">
              <button type="button" className="button button--secondary" onClick={() => setEditing(property._id)}>
                Edit
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onSelect('tenants', property._id)}
              >
                View Tenants
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onSelect('maintenance', property._id)}
              >
                Maintenance
              </button>
            </div>
          </LandlordPropertyCard>
        ))}
      </ul>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit listing">
        <p>
          Photos need no review: change them now with <Link to={`/${editing ?? ''}/uploadImages`}>Upload photos</Link>.
        </p>
        <p>
          Rent, rooms, address and description are what renters rely on, so a change to them is reviewed by your
          property manager like a new listing. Editing a listed home’s details is not available yet; a listing the
          manager sent back (Needs More Info) is edited from the Listing Requests tab.
        </p>
      </Dialog>
    </section>
  );
}
