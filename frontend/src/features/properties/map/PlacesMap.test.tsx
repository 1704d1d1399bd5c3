import { render, screen, waitFor } from '@testing-library/react';
import { PlacesMap, type MapMarker } from './PlacesMap';

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
    const { container } = render(
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
