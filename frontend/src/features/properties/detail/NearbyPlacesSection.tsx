import { useMemo, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Spinner } from '../../../components/Spinner';
import { env } from '../../../config/env';
import { PlacesMap, type MapMarker } from '../map/PlacesMap';
import { MARKER_COLOURS } from '../map/marker-icons';
import { PLACE_CATEGORIES, type LatLng, type NearbyPlace, type NearbyPlaces, type PlaceCategory } from '../types';
import { PLACE_CATEGORY_LABELS } from './labels';

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

/** Every place as a map marker, plus the home itself. */
export function nearbyMarkers(places: NearbyPlaces, home: LatLng | null, propertyName: string): MapMarker[] {
  const markers: MapMarker[] = [];
  for (const category of PLACE_CATEGORIES) {
    (places[category] ?? []).forEach((place, index) => {
      markers.push({
        id: `${category}-${index}`,
        location: place.location,
        label: place.name,
        detail: `${place.distance} km · ${PLACE_CATEGORY_LABELS[category]}`,
        kind: category,
      });
    });
  }
  if (home) markers.push({ id: 'home', location: home, label: propertyName, detail: 'This home', kind: 'home' });
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
  const [mapOpen, setMapOpen] = useState(false);
  const groups = PLACE_CATEGORIES.map((category) => ({ category, places: places?.[category] ?? [] })).filter(
    (group) => group.places.length > 0,
  );
  const center = propertyLocation ?? places?.location ?? null;
  const markers = useMemo(
    () => (places ? nearbyMarkers(places, center, propertyName) : []),
    [places, center, propertyName],
  );

  return (
    <section className="property-section" aria-labelledby="whats-nearby">
      <div className="property-section__header">
        <h2 id="whats-nearby">What&apos;s nearby</h2>
        {groups.length > 0 && center ? (
          <button type="button" className="button button--secondary" onClick={() => setMapOpen(true)}>
            View All on Map
          </button>
        ) : null}
      </div>
      {isLoading ? (
        <Spinner label="Finding places nearby…" />
      ) : isError ? (
        <p className="property-section__muted">Nearby places are not available for this address right now.</p>
      ) : groups.length === 0 ? (
        <p className="property-section__muted">No places found within 2 km.</p>
      ) : (
        <PlaceGroups groups={groups} perCategory={LISTED_PER_CATEGORY} withSwatches />
      )}
      {center ? (
        <Dialog open={mapOpen} onClose={() => setMapOpen(false)} title="All Nearby Places" size="large">
          {env.mapTileUrl ? null : (
            <p className="map-offline__note" role="note">
              Map tiles are not configured, so the map shows no streets: the markers sit on a plain background. Every
              place is listed below the map with its distance from this home.
            </p>
          )}
          <PlacesMap
            className="places-map-frame--dialog"
            center={center}
            zoom={NEARBY_MAP_ZOOM}
            markers={markers}
            label={`Map of places near ${propertyName}`}
            deferUntilVisible={false}
            scrollWheelZoom
          />
          <ul className="map-legend" aria-label="Legend">
            <li>
              <span className="map-legend__swatch" style={{ background: MARKER_COLOURS.home }} aria-hidden="true" />
              This home
            </li>
            {PLACE_CATEGORIES.map((category) => (
              <li key={category}>
                <span
                  className="map-legend__swatch"
                  style={{ background: MARKER_COLOURS[category] }}
                  aria-hidden="true"
                />
                {PLACE_CATEGORY_LABELS[category]}
              </li>
            ))}
            <li>Numbered circles group places close together: select one to zoom in.</li>
          </ul>
          {env.mapTileUrl ? null : (
            <section className="map-offline" aria-label="Every nearby place">
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
            {PLACE_CATEGORY_LABELS[group.category]}
          </h3>
          <ul className="nearby-group__list">
            {group.places.slice(0, perCategory).map((place, index) => (
              <li key={`${place.name}-${index}`}>
                <span className="nearby-group__name">{place.name}</span>
                <span className="nearby-group__distance">{place.distance} km</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
