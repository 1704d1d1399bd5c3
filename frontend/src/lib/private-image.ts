import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

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
