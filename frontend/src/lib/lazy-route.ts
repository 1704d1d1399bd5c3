import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { productText, type CatalogueArea } from '../i18n/catalogues';
import { textNow } from '../i18n/text-now';

/** The spec: chunks of the application load lazily with a 120-second time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(textNow('shell.chunkTimeout', { seconds: timeoutMs / 1000 }))),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A page component loaded on first render, or sooner with `preload()` (both share one load). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): void };

/**
 * A page loaded on first visit with the catalogues its text comes from, in the language shown (both load at once;
 * 'common' always):
 * `lazyPage(() => import('./x'), 'XPage', ['search', 'listing'])`. `preload()` starts that load before the page
 * renders (the app starts the page of the address it opens on while its shell is still starting).
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  areas: readonly CatalogueArea[] = [],
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= withTimeout(() => Promise.all([load(), productText.need(['common', ...areas])])).then(([module]) => ({
      default: module[exportName] as ComponentType,
    })));
  return Object.assign(
    lazy(start),
    // A failed preload is seen (and shown) by the page's render, which gets the same load.
    { preload: () => void start().catch(() => undefined) },
  );
}
