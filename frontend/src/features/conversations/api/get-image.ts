import { useQuery } from '@tanstack/react-query';
import { conversationImage } from '@trio/contracts/http/conversations';
import { routePath } from '@trio/contracts/http/route';
import { useEffect, useMemo } from 'react';
import { apiResponse } from '../../../lib/api-client';

export type ImageVariant = 'web' | 'thumbnail';

/** GET /trio/conversations/:id/images/:imageId?variant=: a private image (sent with the caller's token), as a blob. */
export async function fetchConversationImage(
  conversationId: string,
  imageId: string,
  variant: ImageVariant,
  signal?: AbortSignal,
): Promise<Blob> {
  const path = routePath(conversationImage, { id: conversationId, imageId }, { variant });
  return (await apiResponse(path, { signal })).blob();
}

/** An image's size as an object URL for an `<img>` (revoked when it is no longer shown); null while it loads. */
export function useConversationImageUrl(conversationId: string, imageId: string, variant: ImageVariant) {
  const image = useQuery({
    queryKey: ['conversations', conversationId, 'image', imageId, variant],
    queryFn: ({ signal }) => fetchConversationImage(conversationId, imageId, variant, signal),
    // An image never changes: fetched once per page.
    staleTime: Infinity,
  });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, failed: image.isError };
}
