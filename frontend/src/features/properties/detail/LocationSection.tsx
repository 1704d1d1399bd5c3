import { useMemo } from 'react';
import { useText } from '../../../i18n/use-text';
import { PlacesMap } from '../map/PlacesMap';
import type { LatLng } from '../types';

/** Close enough to see the streets around the home. */
const LOCATION_MAP_ZOOM = 15;

/** The embedded map of the address: the home's pin (Leaflet loads once the map scrolls into view). */
export function LocationSection({
  propertyName,
  address,
  location,
}: {
  propertyName: string;
  address: string;
  location: LatLng | null;
}) {
  const t = useText();
  const markers = useMemo(
    () => (location ? [{ id: 'home', location, label: propertyName, detail: address, kind: 'home' as const }] : []),
    [location, propertyName, address],
  );
  return (
    <section className="property-section" aria-labelledby="property-location">
      <h2 id="property-location">{t('property.location.heading')}</h2>
      <p className="property-section__muted">{address}</p>
      {location ? (
        <PlacesMap
          center={location}
          zoom={LOCATION_MAP_ZOOM}
          markers={markers}
          label={t('property.location.mapLabel', { address })}
        />
      ) : (
        <p className="property-section__muted">{t('property.location.unknown')}</p>
      )}
    </section>
  );
}
