/**
 * Leaflet and its stylesheet, together in one chunk of their own: only `load-leaflet.ts` imports this module, and
 * only dynamically, so neither the entry nor the property page's chunk carries Leaflet (≈ 45 KB gzip).
 */
import * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';

export { Leaflet };
