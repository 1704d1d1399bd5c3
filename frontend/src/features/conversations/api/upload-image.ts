import { uploadConversationImage, type ConversationImage } from '@trio/contracts/http/conversations';
import { uploadRoute } from '../../../lib/api-client';

/**
 * POST /trio/conversations/:id/images (multipart, field `image`): one photo, checked and stored by the server, to
 * name in the message sent next. `onProgress` gets the share sent, 0 to 1.
 */
export function uploadImage(
  conversationId: string,
  photo: File,
  onProgress: (share: number) => void,
): Promise<ConversationImage> {
  const form = new FormData();
  form.append('image', photo, photo.name);
  return uploadRoute(uploadConversationImage, form, onProgress, { params: { id: conversationId } });
}
