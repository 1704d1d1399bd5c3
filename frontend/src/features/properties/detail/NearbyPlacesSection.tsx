import { useMemo, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { env } from '../../../config/env';
import { PlacesMap, type MapMarker } from '../map/PlacesMap';
import { MARKER_COLOURS } from '../map/marker-icons';
import { PLACE_CATEGORIES, type LatLng, type NearbyPlace, type NearbyPlaces, type PlaceCategory } from '../types';
import { useText, type Translate } from '../../../i18n/use-text';
import { PLACE_CATEGORY_LABEL_IDS } from './labels';

/** The spec: the "All Nearby Places" map opens at zoom 14. */
export const NEARBY_MAP_ZOOM = 14;
/** Places listed per category on the page; the map shows all of them. */
const LISTED_PER_CATEGORY = 5;

interface NearbyPlacesSectionProps {
  propertyName: string;
  /** The property's own position (else where the address was placed). */
  propertyLocation: LatLng | null;
  places: NearbyPlaces | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** The places within this many km are looked up (the server's radius). */
const NEARBY_RADIUS_KM = 2;

/** Every place as a map marker, plus the home itself (`t` writes the markers' details in the language shown). */
export function nearbyMarkers(
  places: NearbyPlaces,
  home: LatLng | null,
  propertyName: string,
  t: Translate,
): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const category of PLACE_CATEGORIES) {
    (places[category] ?? []).forEach((place, index) => {
      markers.push({
        id: `${category}-${index}`,
        location: place.location,
        label: place.name,
        detail: t('property.nearby.markerDetail', {
          distance: place.distance,
          category: t(PLACE_CATEGORY_LABEL_IDS[category]),
        }),
        kind: category,
      });
    });
  }
  if (home) {
    markers.push({
      id: 'home',
      location: home,
      label: propertyName,
      detail: t('property.nearby.thisHome'),
      kind: 'home',
    });
  }
  return markers;
}

/** "What's nearby": places by category with distances in km, and "View All on Map". */
export function NearbyPlacesSection({
  propertyName,
  propertyLocation,
  places,
  isLoading,
  isError,
}: NearbyPlacesSectionProps) {
  const t = useText();
  const [mapOpen, setMapOpen] = useState(false);
  const groups = PLACE_CATEGORIES.map((category) => ({ category, places: places?.[category] ?? [] })).filter(
    (group) => group.places.length > 0,
  );
  const center = propertyLocation ?? places?.location ?? null;
  const markers = useMemo(
    () => (places ? nearbyMarkers(places, center, propertyName, t) : []),
    [places, center, propertyName, t],
  );

  return (
    <section className="property-section" aria-labelledby="whats-nearby">
      <div className="property-section__header">
        <h2 id="whats-nearby">{t('property.nearby.heading')}</h2>
        {groups.length > 0 && center ? (
          <button type="button" className="button button--secondary" onClick={() => setMapOpen(true)}>
            {t('property.nearby.viewOnMap')}
          </button>
        ) : null}
      </div>
      {isLoading ? (
        <Spinner label={t('property.nearby.loading')} />
      ) : isError ? (
        <p className="property-section__muted">{t('property.nearby.failed')}</p>
      ) : groups.length === 0 ? (
        <p className="property-section__muted">{t('property.nearby.none', { distance: NEARBY_RADIUS_KM })}</p>
      ) : (
        <PlaceGroups groups={groups} perCategory={LISTED_PER_CATEGORY} withSwatches />
      )}
      {center ? (
        <Dialog open={mapOpen} onClose={() => setMapOpen(false)} title={t('property.nearby.mapTitle')} size="large">
          {env.mapTileUrl ? null : (
            <p className="map-offline__note" role="note">
              {t('property.nearby.noTiles')}
            </p>
          )}
          <PlacesMap
            className="places-map-frame--dialog"
            center={center}
            zoom={NEARBY_MAP_ZOOM}
            markers={markers}
            label={t('property.nearby.mapLabel', { name: propertyName })}
            deferUntilVisible={false}
            scrollWheelZoom
          />
          <ul className="map-legend" aria-label={t('property.nearby.legend')}>
            <li>
              <span className="map-legend__swatch" style={{ background: MARKER_COLOURS.home }} aria-hidden="true" />
              {t('property.nearby.thisHome')}
            </li>
            {PLACE_CATEGORIES.map((category) => (
              <li key={category}>
                <span
                  className="map-legend__swatch"
                  style={{ background: MARKER_COLOURS[category] }}
                  aria-hidden="true"
                />
                {t(PLACE_CATEGORY_LABEL_IDS[category])}
              </li>
            ))}
            <li>{t('property.nearby.clusterHint')}</li>
          </ul>
          {env.mapTileUrl ? null : (
            <section className="map-offline" aria-label={t('property.nearby.everyPlace')}>
              <PlaceGroups groups={groups} />
            </section>
          )}
        </Dialog>
      ) : null}
    </section>
  );
}

interface PlaceGroupsProps {
  groups: { category: PlaceCategory; places: readonly NearbyPlace[] }[];
  /** How many places of each category to list (all when not given). */
  perCategory?: number;
  /** A swatch of the category's marker colour before its title (the page's list, read beside the map's legend). */
  withSwatches?: boolean;
}

/**
 * Places by category with their distances: on the page the nearest few of each; in the map dialog without a tile
 * server (no streets under the markers) every place, so the dialog still says where everything is.
 */
function PlaceGroups({ groups, perCategory, withSwatches = false }: PlaceGroupsProps) {
  const t = useText();
  return (
    <div className="nearby-groups">
      {groups.map((group) => (
        <div key={group.category} className="nearby-group">
          <h3 className="nearby-group__title">
            {withSwatches ? (
              <span
                className="nearby-group__swatch"
                style={{ background: MARKER_COLOURS[group.category] }}
                aria-hidden="true"
              />
            ) : null}
            {t(PLACE_CATEGORY_LABEL_IDS[group.category])}
          </h3>
          <ul className="nearby-group__list">
            {group.places.slice(0, perCategory).map((place, index) => (
              <li key={`${place.name}-${index}`}>
                <span className="nearby-group__name">{place.name}</span>
                <span className="nearby-group__distance">
                  {t('property.nearby.distance', { distance: place.distance })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
