import { act, screen, waitFor } from '@testing-library/react';
import { renderWithText } from '../../../test/render';
import { FIT_PADDING_BOTTOM_RIGHT, FIT_PADDING_TOP_LEFT, PlacesMap, type MapMarker } from './PlacesMap';

// Real Leaflet in jsdom: no layout, but projection, panes, markers and controls all work.
const home = { lat: 12.9719, lng: 77.6412 };
const markers: MapMarker[] = [
  { id: 's1', location: { lat: 12.972, lng: 77.6413 }, label: 'Kendriya Vidyalaya', detail: '0.1 km', kind: 'schools' },
  { id: 'h1', location: { lat: 12.9721, lng: 77.6414 }, label: 'Manipal Clinic', detail: '0.1 km', kind: 'hospitals' },
  { id: 't1', location: { lat: 12.99, lng: 77.7 }, label: 'Far Station', detail: '6.5 km', kind: 'transportation' },
  { id: 'home', location: home, label: 'This home', kind: 'home' },
];

describe('PlacesMap (with Leaflet)', () => {
  it('draws clusters and pins without any tile layer when no tile URL is configured', async () => {
    const { container } = renderWithText(
      <PlacesMap center={home} zoom={14} markers={markers} label="Map of places" deferUntilVisible={false} />,
    );
    expect(screen.getByRole('region', { name: 'Map of places' })).toBeInTheDocument();

    // The map library loads on demand (a dynamic import): on a loaded machine that takes longer than waitFor's 1 s.
    await waitFor(() => expect(container.querySelector('.map-cluster')).not.toBeNull(), { timeout: 10_000 });
    const cluster = container.querySelector('.map-cluster');
    expect(cluster?.textContent).toBe('2');
    expect(cluster).toHaveClass('map-cluster--blue');
    expect(cluster?.getAttribute('title')).toMatch(/^2 places: Kendriya Vidyalaya, Manipal Clinic/);

    const pinTitles = Array.from(container.querySelectorAll('.map-pin')).map((pin) => pin.getAttribute('title'));
    expect(pinTitles).toEqual(['Far Station, 6.5 km', 'This home']);

    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
    expect(container.querySelectorAll('.leaflet-tile-pane img, .leaflet-tile')).toHaveLength(0);
  });
});

describe('PlacesMap fitting its markers (issue 25, item 5)', () => {
  // A phone-sized map (the dialog at 390 px): jsdom has no layout, so the container reports this size to Leaflet.
  const WIDTH = 340;
  const HEIGHT = 548;
  let laidOut = true;
  beforeEach(() => {
    laidOut = true;
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return laidOut && this.classList.contains('places-map') ? WIDTH : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return laidOut && this.classList.contains('places-map') ? HEIGHT : 0;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // Places about 2 km east, west, north and south of the home: at zoom 14 that is ≈ 215 px each way, wider than
  // the map, so opening at 14 put the east and west ones off the edges (and under the zoom control).
  const spread: MapMarker[] = [
    { id: 'e', location: { lat: 12.9719, lng: 77.6597 }, label: 'East', kind: 'shopping' },
    { id: 'w', location: { lat: 12.9719, lng: 77.6227 }, label: 'West', kind: 'schools' },
    { id: 'n', location: { lat: 12.9899, lng: 77.6412 }, label: 'North', kind: 'hospitals' },
    { id: 's', location: { lat: 12.9539, lng: 77.6412 }, label: 'South', kind: 'others' },
    { id: 'home', location: home, label: 'This home', kind: 'home' },
  ];

  /** Every pin's anchor lies inside the map less the fit padding; returns the anchors by title. */
  function expectPinsInsidePaddedArea(container: HTMLElement) {
    const mapPane = container.querySelector('.leaflet-map-pane');
    if (!mapPane) throw new Error('no map pane');
    const points = new Map<string, { x: number; y: number }>();
    for (const pin of container.querySelectorAll('.map-pin')) {
      const point = containerPoint(pin, mapPane);
      points.set(pin.getAttribute('title') ?? '', point);
      expect(point.x).toBeGreaterThanOrEqual(FIT_PADDING_TOP_LEFT[0]);
      expect(point.y).toBeGreaterThanOrEqual(FIT_PADDING_TOP_LEFT[1]);
      expect(point.x).toBeLessThanOrEqual(WIDTH - FIT_PADDING_BOTTOM_RIGHT[0]);
      expect(point.y).toBeLessThanOrEqual(HEIGHT - FIT_PADDING_BOTTOM_RIGHT[1]);
    }
    return points;
  }

  /** Where Leaflet put an element, in container pixels (its own offset plus the map pane's). */
  function containerPoint(element: Element, mapPane: Element) {
    const at = (el: Element) => (el as Element & { _leaflet_pos?: { x: number; y: number } })._leaflet_pos;
    const own = at(element);
    const pane = at(mapPane) ?? { x: 0, y: 0 };
    if (!own) throw new Error('the marker has no position');
    return { x: own.x + pane.x, y: own.y + pane.y };
  }

  it('zooms out from 14 as far as needed to show every place 2 km away inside the padded area', async () => {
    const { container } = renderWithText(
      <PlacesMap center={home} zoom={14} markers={spread} label="Map of places" deferUntilVisible={false} />,
    );
    await waitFor(() => expect(container.querySelectorAll('.map-pin')).toHaveLength(5), { timeout: 10_000 });
    const points = expectPinsInsidePaddedArea(container);
    // Zoomed out only as far as needed (one step): east to west still spans over half of the usable width.
    const span = (points.get('East')?.x ?? 0) - (points.get('West')?.x ?? 0);
    expect(span).toBeGreaterThan((WIDTH - FIT_PADDING_TOP_LEFT[0] - FIT_PADDING_BOTTOM_RIGHT[0]) / 2);
  });

  it('fits again once a container that had no size when the map was made is laid out (a dialog opening)', async () => {
    laidOut = false;
    const observed: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observed.push(this.callback);
        }
        disconnect() {}
        unobserve() {}
      },
    );
    const { container } = renderWithText(
      <PlacesMap center={home} zoom={14} markers={spread} label="Map of places" deferUntilVisible={false} />,
    );
    await waitFor(() => expect(container.querySelectorAll('.map-pin')).toHaveLength(5), { timeout: 10_000 });
    expect(observed).toHaveLength(1);

    laidOut = true;
    act(() => observed.forEach((callback) => callback()));
    expectPinsInsidePaddedArea(container);
  });
});
