import type { DivIcon, PointExpression } from 'leaflet';
import type { ClusterTone } from './cluster';
import type { LeafletApi } from './load-leaflet';

/** Marker colours: the home in the brand colour, places by category. */
export const MARKER_COLOURS = {
  home: '#0f5c4d',
  schools: '#0b6e99',
  hospitals: '#b3261e',
  shopping: '#a15c00',
  transportation: '#2f6f3a',
  others: '#6a3fa0',
} as const;
export type MarkerKind = keyof typeof MARKER_COLOURS;

/** Cluster badges step up in size with their count: under 10, 10–99, 100 and more. */
export type ClusterSize = 'small' | 'medium' | 'large';

export function clusterSize(count: number): ClusterSize {
  return count >= 100 ? 'large' : count >= 10 ? 'medium' : 'small';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A pin drawn inline (Leaflet's default icon images do not survive bundling). The SVG is decorative: the marker
 * element carries the accessible name through Leaflet's `title` option.
 */
export function pinIcon(L: LeafletApi, kind: MarkerKind): DivIcon {
  const colour = MARKER_COLOURS[kind];
  const size = kind === 'home' ? 36 : 28;
  const dot =
    kind === 'home'
      ? '<path d="M12 6.5 7.5 10.2V15h3v-3h3v3h3v-4.8z" fill="#fff"/>'
      : '<circle cx="12" cy="10" r="3.4" fill="#fff"/>';
  return L.divIcon({
    className: `map-pin map-pin--${kind}`,
    html:
      `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="0 0 24 24">` +
      `<path d="M12 1.5c-4.6 0-8.3 3.6-8.3 8.2 0 6 8.3 12.8 8.3 12.8s8.3-6.8 8.3-12.8c0-4.6-3.7-8.2-8.3-8.2z" ` +
      `fill="${colour}" stroke="#fff" stroke-width="1.4"/>${dot}</svg>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size - 1],
    popupAnchor: [0, -size + 4],
    tooltipAnchor: [0, -size + 4],
  });
}

/**
 * A round cluster badge with its count, red or blue by the spec's rule, sized by its count. Colours, size and
 * centring all come from classes in map.css (`map-cluster--<tone>`, `map-cluster--<size>`): the page's CSP
 * (style-src 'self') refuses inline style attributes, so the icon sets none. `iconSize: null` keeps Leaflet from
 * writing a size and offset of its own on the element.
 */
export function clusterIcon(L: LeafletApi, count: number, tone: ClusterTone): DivIcon {
  return L.divIcon({
    className: `map-cluster map-cluster--${tone} map-cluster--${clusterSize(count)}`,
    html: `<span class="map-cluster__count" aria-hidden="true">${escapeHtml(String(count))}</span>`,
    // Leaflet's documented way to size a div icon from CSS alone; @types/leaflet does not admit the null.
    iconSize: null as unknown as PointExpression,
  });
}

export { escapeHtml };
