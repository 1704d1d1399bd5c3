import * as L from 'leaflet';
import { clusterIcon, clusterSize } from './marker-icons';

/** The element Leaflet puts on the map for `icon` (what a marker's _initIcon does). */
function render(icon: ReturnType<typeof clusterIcon>): HTMLElement {
  return icon.createIcon();
}

describe('clusterIcon', () => {
  it.each([
    [2, 'small'],
    [9, 'small'],
    [10, 'medium'],
    [99, 'medium'],
    [100, 'large'],
    [250, 'large'],
  ] as const)('puts a cluster of %i in the %s size class', (count, size) => {
    expect(clusterSize(count)).toBe(size);
    const element = render(clusterIcon(L, count, 'blue'));
    expect(element).toHaveClass('map-cluster', `map-cluster--${size}`, 'map-cluster--blue');
    for (const other of ['small', 'medium', 'large'].filter((s) => s !== size)) {
      expect(element).not.toHaveClass(`map-cluster--${other}`);
    }
  });

  it('shows the count as text, coloured by its tone class', () => {
    const red = render(clusterIcon(L, 37, 'red'));
    expect(red).toHaveClass('map-cluster--red');
    expect(red).not.toHaveClass('map-cluster--blue');
    expect(red.querySelector('.map-cluster__count')?.textContent).toBe('37');
    expect(red.textContent).toBe('37');
  });

  // The page's CSP (style-src 'self') refuses inline style attributes: each one logs a violation and is dropped,
  // which left white badges with white numbers.
  it('sets no inline style: not in its HTML, not on the element Leaflet creates', () => {
    for (const [count, tone] of [
      [3, 'blue'],
      [42, 'red'],
      [120, 'red'],
    ] as const) {
      const icon = clusterIcon(L, count, tone);
      expect(String(icon.options.html)).not.toMatch(/style\s*=/i);
      const element = render(icon);
      expect(element.hasAttribute('style')).toBe(false);
      expect(element.querySelectorAll('[style]')).toHaveLength(0);
    }
  });
});
