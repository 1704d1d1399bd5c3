import type * as LeafletModule from 'leaflet';
import { withTimeout } from '../../../lib/lazy-route';

export type LeafletApi = typeof LeafletModule;

let loading: Promise<LeafletApi> | null = null;

/** Loads Leaflet (and its CSS) on first use; later calls share the same promise. A failed load may be retried. */
export function loadLeaflet(): Promise<LeafletApi> {
  loading ??= withTimeout(() => import('./leaflet-runtime')).then(
    (runtime) => runtime.Leaflet,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
