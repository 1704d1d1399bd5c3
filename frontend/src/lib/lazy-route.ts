import { lazy, type ComponentType } from 'react';
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

/**
 * A page loaded on first visit with the catalogues its text comes from, in the language shown (both load at once;
 * 'common' always):
 * `lazyPage(() => import('./x'), 'XPage', ['search', 'listing'])`.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  areas: readonly CatalogueArea[] = [],
) {
  return lazy(() =>
    withTimeout(() => Promise.all([load(), productText.need(['common', ...areas])])).then(([module]) => ({
      default: module[exportName] as ComponentType,
    })),
  );
}
