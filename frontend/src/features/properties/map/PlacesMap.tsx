import type { LayerGroup, Map as LeafletMap, TileLayer } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '../../../components/use-near-viewport';
import { env } from '../../../config/env';
import type { LatLng } from '../types';
import { clusterPoints } from './cluster';
import { loadLeaflet, type LeafletApi } from './load-leaflet';
import { clusterIcon, escapeHtml, pinIcon, type MarkerKind } from './marker-icons';
import './PlacesMap.css';
import { logger } from '../../../lib/logger';
import { useText } from '../../../i18n/use-text';

export interface MapMarker {
  id: string;
  location: LatLng;
  /** The place's name: the marker's accessible name and popup heading. */
  label: string;
  /** A second popup line, e.g. "0.8 km · Schools". */
  detail?: string;
  kind: MarkerKind;
}

export interface PlacesMapProps {
  center: LatLng;
  zoom: number;
  /** Clustered by the spec's grid rule; the `home` marker never joins a cluster. */
  markers: readonly MapMarker[];
  /** Names the map region for assistive technology. */
  label: string;
  className?: string;
  /** Load Leaflet only once the map scrolls near the viewport (default true). */
  deferUntilVisible?: boolean;
  /** Zoom with the mouse wheel (default false, for maps embedded in a scrolling page). */
  scrollWheelZoom?: boolean;
}

const MAX_ZOOM = 19;
/** Leaflet stacks markers by latitude (y pixels) plus this offset: clusters over pins, the home over both. */
const CLUSTER_Z_INDEX_OFFSET = 500;
const HOME_Z_INDEX_OFFSET = 1000;
/** How many of a cluster's places its title names. */
const CLUSTER_NAMES_SHOWN = 5;

/** After this many tile failures the base map is dropped: markers on a plain background, no more failing requests. */
const TILE_ERRORS_BEFORE_GIVING_UP = 4;

interface MapHandle {
  L: LeafletApi;
  map: LeafletMap;
  markerLayer: LayerGroup;
}

/**
 * A Leaflet map with the spec's clustering. Leaflet is fetched in its own chunk when the map is first needed. Tiles
 * come from env.mapTileUrl; with none configured no tile layer is added, and the zoom controls, markers and
 * clusters still work on a plain background.
 */
export function PlacesMap({
  center,
  zoom,
  markers,
  label,
  className,
  deferUntilVisible = true,
  scrollWheelZoom = false,
}: PlacesMapProps) {
  const t = useText();
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<MapHandle | null>(null);
  const visible = useNearViewport(containerRef, { enabled: deferUntilVisible });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const initialView = useRef({ center, zoom });
  const scrollWheelZoomRef = useRef(scrollWheelZoom);
  // The zoom buttons' names, in the language shown when the map is made.
  const zoomTitles = useRef({ zoomIn: t('property.map.zoomIn'), zoomOut: t('property.map.zoomOut') });

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    let created: LeafletMap | null = null;
    loadLeaflet().then(
      (L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const { center: start, zoom: startZoom } = initialView.current;
        const map = L.map(container, {
          center: [start.lat, start.lng],
          zoom: startZoom,
          zoomControl: false,
          attributionControl: Boolean(env.mapTileUrl),
          // Scrolling the page over an embedded map must not zoom it; a map in a dialog may.
          scrollWheelZoom: scrollWheelZoomRef.current,
          minZoom: 3,
          maxZoom: MAX_ZOOM,
        });
        created = map;
        L.control.zoom({ zoomInTitle: zoomTitles.current.zoomIn, zoomOutTitle: zoomTitles.current.zoomOut }).addTo(map);
        if (env.mapTileUrl) addTiles(L, map);
        const markerLayer = L.layerGroup().addTo(map);
        handleRef.current = { L, map, markerLayer };
        setReady(true);
      },
      (error: unknown) => {
        logger.warn('The map could not be loaded; check the network.', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      handleRef.current = null;
      created?.remove();
    };
  }, [visible]);

  const { lat: centerLat, lng: centerLng } = center;
  useEffect(() => {
    const handle = handleRef.current;
    const container = containerRef.current;
    if (!ready || !handle || !container) return;
    const { map } = handle;
    // Fitted again whenever the container changes size (a dialog laid out after Leaflet measured it, a rotated
    // phone), until the reader moves or zooms the map themselves.
    let fitting = false;
    let readerMoved = false;
    const fit = () => {
      fitting = true;
      try {
        fitView(handle, { lat: centerLat, lng: centerLng }, zoom, markers);
      } finally {
        fitting = false;
      }
    };
    const onReaderMove = () => {
      if (!fitting) readerMoved = true;
    };
    map.on('dragstart zoomstart', onReaderMove);
    fit();
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            map.invalidateSize();
            if (!readerMoved) fit();
          });
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      map.off('dragstart zoomstart', onReaderMove);
    };
  }, [ready, centerLat, centerLng, zoom, markers]);

  useEffect(() => {
    const handle = handleRef.current;
    if (!ready || !handle) return;
    const { L, map, markerLayer } = handle;
    const home = markers.filter((marker) => marker.kind === 'home');
    const places = markers.filter((marker) => marker.kind !== 'home');

    function addMarker(marker: MapMarker) {
      const popup = `<strong>${escapeHtml(marker.label)}</strong>${marker.detail ? `<br>${escapeHtml(marker.detail)}` : ''}`;
      L.marker([marker.location.lat, marker.location.lng], {
        icon: pinIcon(L, marker.kind),
        title: marker.detail ? t('property.map.pinTitle', { name: marker.label, detail: marker.detail }) : marker.label,
        alt: marker.label,
        keyboard: true,
        zIndexOffset: marker.kind === 'home' ? HOME_Z_INDEX_OFFSET : 0,
      })
        .bindPopup(popup)
        .addTo(markerLayer);
    }

    function draw() {
      markerLayer.clearLayers();
      const result = clusterPoints(places, (marker) => marker.location, {
        zoom: map.getZoom(),
        project: (point, atZoom) => map.project([point.lat, point.lng], atZoom),
      });
      for (const cluster of result.clusters) {
        const names = cluster.items.map((item) => item.label);
        L.marker([cluster.center.lat, cluster.center.lng], {
          icon: clusterIcon(L, cluster.count, cluster.tone),
          title: t('property.map.cluster', {
            count: cluster.count,
            names: names.slice(0, CLUSTER_NAMES_SHOWN).join(', '),
            more: names.length > CLUSTER_NAMES_SHOWN ? 'yes' : 'no',
          }),
          keyboard: true,
          // Above the place pins (a pin drawn over a badge hides its number), under the home.
          zIndexOffset: CLUSTER_Z_INDEX_OFFSET,
        })
          .on('click', () => {
            const { southWest, northEast } = cluster.bounds;
            const bounds = L.latLngBounds([southWest.lat, southWest.lng], [northEast.lat, northEast.lng]);
            const target = Math.min(map.getBoundsZoom(bounds.pad(0.2)), MAX_ZOOM);
            map.setView([cluster.center.lat, cluster.center.lng], Math.max(target, map.getZoom() + 1));
          })
          .addTo(markerLayer);
      }
      result.singles.forEach(addMarker);
      home.forEach(addMarker);
    }

    draw();
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
    };
  }, [ready, markers, t]);

  return (
    <div
      className={['places-map-frame', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      aria-busy={visible && !ready && !failed}
    >
      <div ref={containerRef} className="places-map" />
      {failed ? <p className="places-map__message">{t('property.map.failed')}</p> : null}
    </div>
  );
}

/**
 * Room kept free around the markers when the view is fitted, in pixels: on the left the zoom control (10 px margin,
 * 34 px wide) plus half the widest marker (a 50 px cluster) and a gap; above, the tallest pin (36 px, anchored at
 * its tip); right and below, half the widest marker and a gap.
 */
export const FIT_PADDING_TOP_LEFT: [number, number] = [76, 44];
export const FIT_PADDING_BOTTOM_RIGHT: [number, number] = [32, 32];

/**
 * Shows every marker inside the visible area, clear of the zoom control: at `zoom` when they fit there (the spec's
 * opening zoom), zoomed out as far as needed when they do not (a narrow phone). Before the container has a size
 * (no layout yet) it simply centres on `center` at `zoom`.
 */
function fitView({ L, map }: MapHandle, center: LatLng, zoom: number, markers: readonly MapMarker[]) {
  const size = map.getSize();
  const roomX = size.x - FIT_PADDING_TOP_LEFT[0] - FIT_PADDING_BOTTOM_RIGHT[0];
  const roomY = size.y - FIT_PADDING_TOP_LEFT[1] - FIT_PADDING_BOTTOM_RIGHT[1];
  if (roomX <= 0 || roomY <= 0 || markers.length === 0) {
    map.setView([center.lat, center.lng], zoom);
    return;
  }
  const bounds = L.latLngBounds([[center.lat, center.lng]]);
  for (const marker of markers) bounds.extend([marker.location.lat, marker.location.lng]);
  map.fitBounds(bounds, {
    paddingTopLeft: FIT_PADDING_TOP_LEFT,
    paddingBottomRight: FIT_PADDING_BOTTOM_RIGHT,
    maxZoom: zoom,
    animate: false,
  });
}

function addTiles(L: LeafletApi, map: LeafletMap) {
  let errors = 0;
  const tiles: TileLayer = L.tileLayer(env.mapTileUrl, {
    attribution: env.mapTileAttribution,
    maxZoom: MAX_ZOOM,
    crossOrigin: true,
  });
  tiles.on('tileerror', () => {
    errors += 1;
    if (errors === TILE_ERRORS_BEFORE_GIVING_UP) {
      logger.warn('Map tiles are not loading; showing the map without a base layer.');
      map.removeLayer(tiles);
    }
  });
  tiles.addTo(map);
}
