import { Inject, Injectable } from '@nestjs/common';
import type { ConversationImage } from '@trio/contracts/http/conversations';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { ImageUploads, type OpenedObject, type StoredImageVariantName } from '@trio/service-kit/images';
import { Types } from 'mongoose';
import type { Readable } from 'node:stream';
import type { ConversationImageDocument } from './conversation.schema';
import { imageView } from './conversation-views';
import { conversationClosed, conversationImageNotFound } from './conversations.exception';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';

/**
 * The images of a conversation's messages: uploaded one at a time by a member while the conversation is open,
 * checked and stored by the kit (@trio/service-kit/images: type by content, 10 MB, metadata stripped, a web size and
 * a thumbnail) in this service's own private bucket, then sent by naming them in a message (ConversationsService.post).
 * A sent image is every member's to see; an unsent one only its uploader's.
 */
@Injectable()
export class ConversationImagesService {
  constructor(
    @Inject(ConversationsService) private readonly conversations: ConversationsService,
    @Inject(ConversationsRepository) private readonly repository: ConversationsRepository,
    @Inject(ImageUploads) private readonly uploads: ImageUploads,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A member's upload, while the conversation is open; `file` is read only once the caller may upload. */
  async upload(me: GatewayIdentity, id: string, file: () => Promise<Readable>): Promise<ConversationImage> {
    const { facts, me: member } = await this.conversations.requireMember(me, id);
    if (facts.closedReason !== null) throw conversationClosed(facts.closedReason);
    const imageId = new Types.ObjectId().toHexString();
    const stored = await this.uploads.store(await file(), `conversations/${id}/${imageId}`);
    const image: ConversationImageDocument = {
      _id: imageId,
      conversationId: id,
      uploaderId: member.id,
      ...stored,
      messageId: null,
      createdAt: this.clock.now(),
    };
    try {
      await this.repository.addImage(image);
    } catch (error) {
      await this.uploads.remove(stored);
      throw error;
    }
    return imageView(image);
  }

  /** A size of an image of the conversation: a sent one to any member, an unsent one to its uploader; else 404. */
  async open(me: GatewayIdentity, id: string, imageId: string, variant: StoredImageVariantName): Promise<OpenedObject> {
    const { me: member } = await this.conversations.requireMember(me, id);
    const image = await this.repository.findImage(imageId);
    const visible =
      image !== null && image.conversationId === id && (image.messageId !== null || image.uploaderId === member.id);
    if (!visible) throw conversationImageNotFound(id, imageId);
    const opened = await this.uploads.open(image, variant);
    if (!opened) throw conversationImageNotFound(id, imageId);
    return opened;
  }
}
