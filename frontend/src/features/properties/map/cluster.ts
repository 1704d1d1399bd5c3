/**
 * Grid clustering of map points (spec 000 §9): points whose screen positions at the current zoom fall in the same
 * 60 × 60 px cell of the world grid form a cluster when there are at least 2 of them; otherwise each stays a
 * marker. A cluster is red when its count exceeds the larger of 10 and the mean count of the clusters shown, and
 * blue otherwise. Pure functions, no Leaflet: positions come from the Web Mercator projection Leaflet uses.
 */

export const CLUSTER_GRID_SIZE_PX = 60;
export const MIN_CLUSTER_SIZE = 2;
/** A cluster is red only above this count, even when the mean count is lower. */
export const RED_CLUSTER_FLOOR = 10;
/** Leaflet's tile size: at zoom z the world is 256 · 2^z pixels wide. */
const TILE_SIZE_PX = 256;
/** Leaflet's Web Mercator stops at this latitude. */
const MAX_LATITUDE = 85.0511287798;

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface PixelPoint {
  x: number;
  y: number;
}

export type ClusterTone = 'red' | 'blue';

export interface MapCluster<T> {
  /** Stable for the same members: the grid cell, e.g. "14:2891:1870". */
  key: string;
  /** The mean position of the members. */
  center: GeoPoint;
  count: number;
  items: T[];
  tone: ClusterTone;
  /** The smallest box holding every member (south-west, north-east), to zoom to on click. */
  bounds: { southWest: GeoPoint; northEast: GeoPoint };
}

export interface ClusterResult<T> {
  clusters: MapCluster<T>[];
  /** Items shown as their own markers (alone in their cell, or fewer than the minimum cluster size). */
  singles: T[];
  /** Mean member count of the clusters (0 when there are none). */
  meanClusterCount: number;
}

export interface ClusterOptions {
  zoom: number;
  gridSizePx?: number;
  minClusterSize?: number;
  /** Screen projection at `zoom`; defaults to Web Mercator in 256 px tiles (Leaflet's EPSG:3857). */
  project?: (point: GeoPoint, zoom: number) => PixelPoint;
}

/** Web Mercator world pixel coordinates of a point at a zoom level (what Leaflet's map.project gives). */
export function projectWebMercator(point: GeoPoint, zoom: number): PixelPoint {
  const scale = TILE_SIZE_PX * 2 ** zoom;
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The spec's colour rule: red when the count exceeds max(10, mean cluster count). */
export function clusterTone(count: number, meanClusterCount: number): ClusterTone {
  return count > Math.max(RED_CLUSTER_FLOOR, meanClusterCount) ? 'red' : 'blue';
}

/** Groups `items` (each placed by `locate`) into grid clusters at `options.zoom`. Input order is kept. */
export function clusterPoints<T>(
  items: readonly T[],
  locate: (item: T) => GeoPoint,
  options: ClusterOptions,
): ClusterResult<T> {
  const gridSize = options.gridSizePx ?? CLUSTER_GRID_SIZE_PX;
  const minSize = Math.max(1, options.minClusterSize ?? MIN_CLUSTER_SIZE);
  const project = options.project ?? projectWebMercator;
  const zoom = options.zoom;

  const cells = new Map<string, T[]>();
  for (const item of items) {
    const point = locate(item);
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue;
    const pixel = project(point, zoom);
    const key = `${zoom}:${Math.floor(pixel.x / gridSize)}:${Math.floor(pixel.y / gridSize)}`;
    const members = cells.get(key);
    if (members) members.push(item);
    else cells.set(key, [item]);
  }

  const groups: { key: string; items: T[] }[] = [];
  const singles: T[] = [];
  for (const [key, members] of cells) {
    if (members.length >= minSize && members.length > 1) groups.push({ key, items: members });
    else singles.push(...members);
  }

  const meanClusterCount = groups.length
    ? groups.reduce((sum, group) => sum + group.items.length, 0) / groups.length
    : 0;

  const clusters = groups.map(({ key, items: members }): MapCluster<T> => {
    const points = members.map(locate);
    const lats = points.map((p) => p.lat);
    const lngs = points.map((p) => p.lng);
    return {
      key,
      center: {
        lat: lats.reduce((a, b) => a + b, 0) / points.length,
        lng: lngs.reduce((a, b) => a + b, 0) / points.length,
      },
      count: members.length,
      items: members,
      tone: clusterTone(members.length, meanClusterCount),
      bounds: {
        southWest: { lat: Math.min(...lats), lng: Math.min(...lngs) },
        northEast: { lat: Math.max(...lats), lng: Math.max(...lngs) },
      },
    };
  });

  // Singles in input order, so the markers do not shuffle between zoom levels.
  const order = new Map(items.map((item, index) => [item, index]));
  singles.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));

  return { clusters, singles, meanClusterCount };
}
