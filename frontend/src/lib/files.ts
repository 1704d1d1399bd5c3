import type { DocumentLanguageQuery, Language } from '@trio/contracts/common';
import { type AnyRoute, routePath } from '@trio/contracts/http/route';
import { apiResponse } from './api-client';

/**
 * The bytes of a route that answers a file (a receipt or an agreement PDF), with the caller's token, and the name
 * the server gave it (`content-disposition`), else `fallbackName`.
 */
export async function fetchRouteFile(
  route: AnyRoute,
  params: Record<string, string>,
  fallbackName: string,
  query?: Record<string, string | undefined>,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse(routePath(route, params, query), { method: route.method });
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: named ? decodeURIComponent(named) : fallbackName };
}

/**
 * The query of a document's download (the receipt, the lease agreement) for a reader of `language`: a Hindi reader
 * asks for `?language=hi` (the English document with a Hindi summary page); English asks for nothing.
 */
export function documentLanguageQuery(language: Language): DocumentLanguageQuery {
  return language === 'hi' ? { language } : {};
}

/** Saves `blob` as a download named `fileName` (the browser's own download, no new window). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Shows `load`'s file in a new tab. The tab opens at once, inside the click (so no popup blocker stops it), and
 * gets the file when it has arrived; it closes again when the file could not be loaded.
 */
export async function openFileInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
