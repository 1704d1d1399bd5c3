import {
  CLUSTER_GRID_SIZE_PX,
  clusterPoints,
  clusterTone,
  MIN_CLUSTER_SIZE,
  projectWebMercator,
  type GeoPoint,
} from './cluster';

interface Place {
  name: string;
  location: GeoPoint;
}

const at = (name: string, lat: number, lng: number): Place => ({ name, location: { lat, lng } });
const locate = (place: Place) => place.location;

/** A point `dx`, `dy` screen pixels away from `origin` at `zoom` (inverse Web Mercator). */
function offsetByPixels(origin: GeoPoint, dx: number, dy: number, zoom: number): GeoPoint {
  const scale = 256 * 2 ** zoom;
  const pixel = projectWebMercator(origin, zoom);
  const x = pixel.x + dx;
  const y = pixel.y + dy;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { lat, lng };
}

/** The top-left corner of the 60 px grid cell holding `point` at `zoom`, nudged 1 px inside. */
function cellCorner(point: GeoPoint, zoom: number): GeoPoint {
  const pixel = projectWebMercator(point, zoom);
  const dx = -(pixel.x % CLUSTER_GRID_SIZE_PX) + 1;
  const dy = -(pixel.y % CLUSTER_GRID_SIZE_PX) + 1;
  return offsetByPixels(point, dx, dy, zoom);
}

describe('projectWebMercator', () => {
  it('matches Leaflet’s EPSG:3857 pixel space', () => {
    expect(projectWebMercator({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const p = projectWebMercator({ lat: 0, lng: 90 }, 1);
    expect(p.x).toBeCloseTo(384);
    expect(p.y).toBeCloseTo(256);
    // Higher latitudes are higher up on screen (smaller y).
    expect(projectWebMercator({ lat: 12.97, lng: 77.59 }, 14).y).toBeLessThan(
      projectWebMercator({ lat: 12.9, lng: 77.59 }, 14).y,
    );
  });
});

describe('clusterPoints', () => {
  const zoom = 14;
  const base = cellCorner({ lat: 12.9716, lng: 77.5946 }, zoom);

  it('uses the spec’s constants by default', () => {
    expect(CLUSTER_GRID_SIZE_PX).toBe(60);
    expect(MIN_CLUSTER_SIZE).toBe(2);
  });

  it('puts points within the same 60 px cell into one cluster at their mean position', () => {
    const a = at('School', base.lat, base.lng);
    const bPoint = offsetByPixels(base, 40, 30, zoom);
    const b = at('Hospital', bPoint.lat, bPoint.lng);
    const result = clusterPoints([a, b], locate, { zoom });
    expect(result.singles).toEqual([]);
    expect(result.clusters).toHaveLength(1);
    const [cluster] = result.clusters;
    expect(cluster?.count).toBe(2);
    expect(cluster?.items).toEqual([a, b]);
    expect(cluster?.center.lat).toBeCloseTo((a.location.lat + b.location.lat) / 2, 10);
    expect(cluster?.center.lng).toBeCloseTo((a.location.lng + b.location.lng) / 2, 10);
    expect(cluster?.bounds.southWest.lat).toBe(Math.min(a.location.lat, b.location.lat));
    expect(cluster?.bounds.northEast.lng).toBe(Math.max(a.location.lng, b.location.lng));
  });

  it('keeps points in different cells apart, even when only a few pixels separate them across a cell edge', () => {
    const a = at('A', base.lat, base.lng);
    const justLeft = offsetByPixels(base, -3, 0, zoom);
    const far = offsetByPixels(base, 200, 200, zoom);
    const result = clusterPoints([a, at('B', justLeft.lat, justLeft.lng), at('C', far.lat, far.lng)], locate, {
      zoom,
    });
    expect(result.clusters).toEqual([]);
    expect(result.singles.map((p) => p.name)).toEqual(['A', 'B', 'C']);
  });

  it('measures the grid in screen pixels at the current zoom: close points cluster when zoomed out, split when zoomed in', () => {
    const corner = cellCorner({ lat: 12.9716, lng: 77.5946 }, 12);
    const near = offsetByPixels(corner, 20, 20, 12); // 20 px apart at zoom 12, 640 px at zoom 17
    const a = at('A', corner.lat, corner.lng);
    const b = at('B', near.lat, near.lng);
    expect(clusterPoints([a, b], locate, { zoom: 12 }).clusters).toHaveLength(1);
    const zoomedIn = clusterPoints([a, b], locate, { zoom: 17 });
    expect(zoomedIn.clusters).toHaveLength(0);
    expect(zoomedIn.singles).toHaveLength(2);
  });

  it('respects the minimum cluster size', () => {
    const points = [0, 10, 20].map((dx, i) => {
      const p = offsetByPixels(base, dx, 5, zoom);
      return at(`P${i}`, p.lat, p.lng);
    });
    expect(clusterPoints(points, locate, { zoom }).clusters[0]?.count).toBe(3);
    const stricter = clusterPoints(points, locate, { zoom, minClusterSize: 4 });
    expect(stricter.clusters).toEqual([]);
    expect(stricter.singles).toHaveLength(3);
  });

  it('accepts another grid size and projection', () => {
    const project = (point: GeoPoint) => ({ x: point.lng, y: point.lat });
    const result = clusterPoints([at('A', 1, 1), at('B', 2, 2), at('C', 15, 15)], locate, {
      zoom: 0,
      gridSizePx: 10,
      project,
    });
    expect(result.clusters.map((c) => c.items.map((p) => p.name))).toEqual([['A', 'B']]);
    expect(result.singles.map((p) => p.name)).toEqual(['C']);
  });

  it('skips points without a usable position', () => {
    const result = clusterPoints([at('A', Number.NaN, 77), at('B', base.lat, base.lng)], locate, { zoom });
    expect(result.singles.map((p) => p.name)).toEqual(['B']);
  });

  it('colours clusters by the red rule against the mean cluster count', () => {
    const group = (count: number, dx: number) =>
      Array.from({ length: count }, (_, i) => {
        const p = offsetByPixels(base, dx * CLUSTER_GRID_SIZE_PX + 5 + (i % 40), 5 + (i % 40), zoom);
        return at(`${dx}-${i}`, p.lat, p.lng);
      });
    // Counts 30, 12 and 3: mean 15 → only the 30 is red (12 > 10 but not above the mean).
    const result = clusterPoints([...group(30, 0), ...group(12, 2), ...group(3, 4)], locate, { zoom });
    expect(result.meanClusterCount).toBe(15);
    const toneByCount = Object.fromEntries(result.clusters.map((c) => [c.count, c.tone]));
    expect(toneByCount).toEqual({ 30: 'red', 12: 'blue', 3: 'blue' });
  });
});

describe('clusterTone', () => {
  it('is red only above the larger of 10 and the mean', () => {
    expect(clusterTone(11, 2)).toBe('red');
    expect(clusterTone(10, 2)).toBe('blue');
    expect(clusterTone(20, 25)).toBe('blue');
    expect(clusterTone(26, 25)).toBe('red');
    expect(clusterTone(25, 25)).toBe('blue');
  });
});
