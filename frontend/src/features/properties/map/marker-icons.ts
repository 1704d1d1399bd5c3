import type { DivIcon } from 'leaflet';
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

/** Distinct from every marker colour, so a cluster never reads as a place of some category. */
export const CLUSTER_COLOURS: Record<ClusterTone, string> = { red: '#d0021b', blue: '#2b3a8f' };

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

/** A round cluster badge with its count, red or blue by the spec's rule. */
export function clusterIcon(L: LeafletApi, count: number, tone: ClusterTone): DivIcon {
  const size = count >= 100 ? 48 : count >= 10 ? 42 : 36;
  return L.divIcon({
    className: `map-cluster map-cluster--${tone}`,
    html: `<span aria-hidden="true" style="background:${CLUSTER_COLOURS[tone]}">${escapeHtml(String(count))}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export { escapeHtml };
