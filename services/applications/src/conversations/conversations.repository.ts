import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { OutboxWriter, type EventDraft } from '@trio/service-kit/events';
import { isDuplicateKeyError } from '@trio/service-kit/mongo';
import type { Model } from 'mongoose';
import {
  CONVERSATION_MODEL,
  IMAGE_MODEL,
  MEMBERSHIP_MODEL,
  MESSAGE_MODEL,
  type ConversationDocument,
  type ConversationImageDocument,
  type MembershipDocument,
  type MessageDocument,
} from './conversation.schema';

/** The only code touching conversations, their messages, memberships and images. */
@Injectable()
export class ConversationsRepository {
  constructor(
    @InjectModel(CONVERSATION_MODEL) private readonly conversations: Model<ConversationDocument>,
    @InjectModel(MESSAGE_MODEL) private readonly messages: Model<MessageDocument>,
    @InjectModel(MEMBERSHIP_MODEL) private readonly memberships: Model<MembershipDocument>,
    @InjectModel(IMAGE_MODEL) private readonly images: Model<ConversationImageDocument>,
    @Inject(OutboxWriter) private readonly outbox: OutboxWriter,
  ) {}

  findById(id: string) {
    return this.conversations.findById(id).lean<ConversationDocument>();
  }

  findByIds(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.conversations.find({ _id: { $in: [...ids] } }).lean<ConversationDocument[]>();
  }

  /** The conversations about a home or about things in it. */
  listForProperty(propertyId: string) {
    return this.conversations.find({ propertyId }).lean<ConversationDocument[]>();
  }

  /** Inserts the conversation unless it exists (two first openings at once make one); returns the stored one. */
  async createOnce(conversation: ConversationDocument): Promise<ConversationDocument> {
    try {
      await this.conversations.create(conversation);
      return conversation;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return (await this.findById(conversation._id)) ?? conversation;
    }
  }

  /** The conversation's newest message `seq`, read from the messages themselves (0 before the first). */
  async newestSeq(conversationId: string): Promise<number> {
    const newest = await this.messages
      .findOne({ conversationId })
      .sort({ seq: -1 })
      .select({ seq: 1 })
      .lean<{ seq: number }>();
    return newest?.seq ?? 0;
  }

  /** Inserts a message with its events; false when another message took its `seq` first. */
  async addMessage(message: MessageDocument, events: EventDraft[]): Promise<boolean> {
    try {
      await this.outbox.create(this.messages, message, events);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Moves the conversation's newest message forward (never back: a slower post does not undo a newer one). */
  async recordNewest(conversationId: string, newest: NonNullable<ConversationDocument['lastMessage']>): Promise<void> {
    await this.conversations.updateOne(
      { _id: conversationId, lastSeq: { $lt: newest.seq } },
      { $set: { lastSeq: newest.seq, lastMessage: newest, updatedAt: newest.createdAt } },
    );
  }

  messagesAfter(conversationId: string, after: number, limit: number) {
    return this.messages
      .find({ conversationId, seq: { $gt: after } })
      .sort({ seq: 1 })
      .limit(limit)
      .select({ outbox: 0 })
      .lean<MessageDocument[]>();
  }

  membershipsOf(conversationId: string) {
    return this.memberships.find({ conversationId }).lean<MembershipDocument[]>();
  }

  membershipsOfMember(memberId: string) {
    return this.memberships.find({ memberId }).lean<MembershipDocument[]>();
  }

  /** A new member's row (read mark 0); an existing row is left as it is. */
  async addMembership(membership: MembershipDocument): Promise<void> {
    try {
      await this.memberships.create(membership);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async setMembershipActive(id: string, active: boolean, at: Date): Promise<void> {
    await this.memberships.updateOne({ _id: id }, { $set: { active, updatedAt: at } });
  }

  /** Moves a read mark forward (never back). */
  async advanceReadMark(id: string, seq: number, at: Date): Promise<void> {
    await this.memberships.updateOne({ _id: id, readUpTo: { $lt: seq } }, { $set: { readUpTo: seq, updatedAt: at } });
  }

  /** Moves a read mark forward (never back); returns the mark now. */
  async markRead(id: string, seq: number, at: Date): Promise<number> {
    await this.advanceReadMark(id, seq, at);
    const row = await this.memberships.findById(id).select({ readUpTo: 1 }).lean<{ readUpTo: number }>();
    return row?.readUpTo ?? 0;
  }

  async addImage(image: ConversationImageDocument): Promise<void> {
    await this.images.create(image);
  }

  findImage(id: string) {
    return this.images.findById(id).lean<ConversationImageDocument>();
  }

  /**
   * Gives the message `messageId` each of the images (by id) that is the uploader's, in this conversation, and not
   * any message's yet (or this message's already). One update per image, each on its own document, so of two
   * messages naming one image at once exactly one gets it. Returns the ids it could not give.
   */
  async claimImages(
    ids: readonly string[],
    conversationId: string,
    uploaderId: string,
    messageId: string,
  ): Promise<string[]> {
    const refused: string[] = [];
    for (const id of ids) {
      const claimed = await this.images.updateOne(
        { _id: id, conversationId, uploaderId, messageId: null },
        { $set: { messageId } },
      );
      if (claimed.matchedCount === 1) continue;
      const mine = await this.images.exists({ _id: id, conversationId, uploaderId, messageId });
      if (!mine) refused.push(id);
    }
    return refused;
  }

  /** Takes the images back from a message that was not stored (they can be sent again). */
  async releaseImages(ids: readonly string[], messageId: string): Promise<void> {
    if (ids.length === 0) return;
    await this.images.updateMany({ _id: { $in: [...ids] }, messageId }, { $set: { messageId: null } });
  }

  /** The images by id, as stored. */
  imagesByIds(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.images.find({ _id: { $in: [...ids] } }).lean<ConversationImageDocument[]>();
  }
}
