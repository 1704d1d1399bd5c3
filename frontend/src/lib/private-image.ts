import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { apiResponse } from './api-client';
import { openFileInNewTab } from './files';

/** A private image's bytes (a repair's photo, an inspected room's), fetched with the caller's token. */
export async function fetchPrivateImage(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await apiResponse(url, { signal })).blob();
}

/**
 * Opens a private image's full size in a new tab: the tab opens inside the click (a tab opened once the image has
 * arrived would be taken for a pop-up and blocked) and shows the image when it comes; it closes if it cannot.
 */
export function openPrivateImage(url: string): Promise<void> {
  return openFileInNewTab(() => fetchPrivateImage(url));
}

/** Opens private images' full sizes (openPrivateImage); `failed` while the last one asked for could not be fetched. */
export function useOpenPrivateImage(): { open: (url: string) => void; failed: boolean } {
  const [failed, setFailed] = useState(false);
  function open(url: string) {
    setFailed(false);
    openPrivateImage(url).catch(() => setFailed(true));
  }
  return { open, failed };
}

/**
 * A private image (fetched with the caller's token, never by a plain `<img src>`) as an object URL for an `<img>`,
 * revoked when it is no longer shown; null while it loads. An image never changes: fetched once per page.
 */
export function usePrivateImageUrl(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<Blob>,
): { url: string | null; failed: boolean } {
  const image = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), staleTime: Infinity });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, failed: image.isError };
}
