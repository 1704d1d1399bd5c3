import { conversationImage } from '@trio/contracts/http/conversations';
import { routePath } from '@trio/contracts/http/route';
import { apiResponse } from '../../../lib/api-client';
import { usePrivateImageUrl } from '../../../lib/private-image';

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

/** An image's size as an object URL for an `<img>`; null while it loads. */
export function useConversationImageUrl(conversationId: string, imageId: string, variant: ImageVariant) {
  return usePrivateImageUrl(['conversations', conversationId, 'image', imageId, variant], (signal) =>
    fetchConversationImage(conversationId, imageId, variant, signal),
  );
}
