import { Inject, Injectable } from '@nestjs/common';
import { messagePosted, messageSummaryText } from '@trio/contracts/events/applications';
import type {
  Conversation,
  ConversationMember,
  ConversationMessage,
  ConversationMessages,
  ConversationSubject,
  Inbox,
  ReadMark,
} from '@trio/contracts/http/conversations';
import { CLOCK, type Clock } from '@trio/service-kit/clock';
import { draft } from '@trio/service-kit/events';
import type { GatewayIdentity } from '@trio/service-kit/http';
import { Types } from 'mongoose';
import type { ConversationDocument, MembershipDocument, MessageDocument, MessageImage } from './conversation.schema';
import { ConversationSubjects, conversationIdOf, type SubjectFacts } from './conversation-subjects';
import { conversationView, messageView } from './conversation-views';
import { conversationClosed, conversationNotFound, imageNotAvailable, tooBusy } from './conversations.exception';
import { ConversationsRepository } from './conversations.repository';
import { MessageNotices } from './message-notices';

/** How often a post tries the next `seq` when others take it first. */
const POST_ATTEMPTS = 8;

/** A conversation the caller belongs to, with what it is about now and the caller as a member. */
export interface Membership {
  conversation: ConversationDocument;
  facts: SubjectFacts;
  me: ConversationMember;
}

/**
 * Conversations: open the one about a thing, the Inbox, messages after a `seq`, post, mark read. Who belongs is
 * decided by ConversationSubjects on every call; the membership rows only list conversations in an Inbox and keep
 * read marks, and are brought in line with the members whenever a conversation is opened or posted to, or its
 * home changes.
 */
@Injectable()
export class ConversationsService {
  constructor(
    @Inject(ConversationsRepository) private readonly conversations: ConversationsRepository,
    @Inject(ConversationSubjects) private readonly subjects: ConversationSubjects,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MessageNotices) private readonly notices: MessageNotices,
  ) {}

  async open(me: GatewayIdentity, about: ConversationSubject): Promise<Conversation> {
    const facts = await this.subjects.ofRequest(about, me);
    const now = this.clock.now();
    const conversation = await this.conversations.createOnce({
      _id: conversationIdOf(facts.kind, facts.subjectId, facts.renterId),
      kind: facts.kind,
      subjectId: facts.subjectId,
      propertyId: facts.propertyId,
      renterId: facts.renterId,
      lastSeq: 0,
      lastMessage: null,
      createdAt: now,
      updatedAt: now,
    });
    const memberships = await this.syncMemberships(conversation, facts);
    const memberIds = await this.subjects.memberIdsOf(me);
    const mine = facts.members.find((member) => memberIds.includes(member.id));
    // ofRequest let the caller in as a member (a home's asker is its renter).
    const meAsMember = mine ?? facts.members[0]!;
    return conversationView(
      conversation,
      facts,
      meAsMember,
      memberships.find((m) => m.memberId === meAsMember.id),
    );
  }

  async inbox(me: GatewayIdentity): Promise<Inbox> {
    const memberIds = await this.subjects.memberIdsOf(me);
    const rows = (await Promise.all(memberIds.map((id) => this.conversations.membershipsOfMember(id))))
      .flat()
      .filter((row) => row.active);
    const rowByConversation = new Map(rows.map((row) => [row.conversationId, row]));
    const stored = await this.conversations.findByIds([...rowByConversation.keys()]);
    const views = await Promise.all(
      stored.map(async (conversation) => {
        const facts = await this.subjects.ofConversation(conversation);
        const me = facts?.members.find((member) => memberIds.includes(member.id));
        return facts && me ? conversationView(conversation, facts, me, rowByConversation.get(conversation._id)) : null;
      }),
    );
    const conversations = views
      .filter((view): view is Conversation => view !== null)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a._id.localeCompare(b._id));
    return { conversations, unreadTotal: conversations.reduce((sum, c) => sum + c.unreadCount, 0) };
  }

  async get(me: GatewayIdentity, id: string): Promise<Conversation> {
    const { conversation, facts, me: member } = await this.requireMember(me, id);
    const memberships = await this.conversations.membershipsOf(id);
    return conversationView(
      conversation,
      facts,
      member,
      memberships.find((m) => m.memberId === member.id),
    );
  }

  async messages(me: GatewayIdentity, id: string, after: number, limit: number): Promise<ConversationMessages> {
    await this.requireMember(me, id);
    const [page, memberships] = await Promise.all([
      this.conversations.messagesAfter(id, after, limit + 1),
      this.conversations.membershipsOf(id),
    ]);
    const messages = page.slice(0, limit).map((message) => messageView(message, memberships));
    return { messages, nextAfter: messages.at(-1)?.seq ?? after, hasMore: page.length > limit };
  }

  /**
   * Posts a message as the caller; its `seq` follows the newest, its event goes out with it, open streams are told.
   * Its images (the caller's unsent uploads to this conversation, by id) become the message's before it is stored,
   * and are given back if it cannot be.
   */
  async post(
    me: GatewayIdentity,
    id: string,
    text: string,
    imageIds: readonly string[] = [],
  ): Promise<ConversationMessage> {
    const { conversation, facts, me: author } = await this.requireMember(me, id);
    if (facts.closedReason !== null) throw conversationClosed(facts.closedReason);
    const messageId = new Types.ObjectId().toHexString();
    const images = await this.claimImages(id, author.id, imageIds, messageId);
    let message: MessageDocument | null;
    try {
      message = await this.store(conversation, facts, author, messageId, text, images);
    } catch (error) {
      await this.conversations.releaseImages(imageIds, messageId);
      throw error;
    }
    if (!message) {
      await this.conversations.releaseImages(imageIds, messageId);
      throw tooBusy();
    }
    const [, memberships] = await Promise.all([
      this.conversations.recordNewest(id, {
        seq: message.seq,
        text: messageSummaryText(text, images.length),
        authorName: author.name,
        createdAt: message.createdAt,
      }),
      this.syncMemberships(conversation, facts),
    ]);
    const posted = messageView(message, memberships);
    await Promise.all([
      // Stored and recorded as the newest: the open streams of the conversation, on every replica, send it now.
      this.notices.announce(id, posted),
      // The author has read it (their row exists: syncMemberships made any that was missing).
      this.conversations.advanceReadMark(`${id}:${author.id}`, message.seq, message.createdAt),
    ]);
    return posted;
  }

  /** The images, in the order named, now the message's; IMAGE_NOT_AVAILABLE (none kept) if any is not the caller's to send. */
  private async claimImages(
    conversationId: string,
    authorId: string,
    imageIds: readonly string[],
    messageId: string,
  ): Promise<MessageImage[]> {
    if (imageIds.length === 0) return [];
    const refused = await this.conversations.claimImages(imageIds, conversationId, authorId, messageId);
    if (refused.length > 0) {
      await this.conversations.releaseImages(imageIds, messageId);
      throw imageNotAvailable(refused);
    }
    const stored = new Map((await this.conversations.imagesByIds(imageIds)).map((image) => [image._id, image]));
    return imageIds.map((imageId) => {
      const image = stored.get(imageId)!;
      return { id: imageId, width: image.web.width, height: image.web.height };
    });
  }

  /** Stores the message with its event at the next `seq`; null when others kept taking it. */
  private async store(
    conversation: ConversationDocument,
    facts: SubjectFacts,
    author: ConversationMember,
    messageId: string,
    text: string,
    images: MessageImage[],
  ): Promise<MessageDocument | null> {
    const id = conversation._id;
    const summary = messageSummaryText(text, images.length);
    for (let attempt = 0; attempt < POST_ATTEMPTS; attempt += 1) {
      // First the seq after the newest the conversation records (it is never ahead of the messages): no read when
      // nobody posted meanwhile; after a clash, the seq after the newest message stored.
      const seq = (attempt === 0 ? conversation.lastSeq : await this.conversations.newestSeq(id)) + 1;
      const now = this.clock.now();
      const message: MessageDocument = {
        _id: messageId,
        conversationId: id,
        seq,
        authorId: author.id,
        authorRole: author.role,
        authorName: author.name,
        text,
        images,
        createdAt: now,
        version: 0,
        outbox: [],
        outboxPending: 0,
      };
      const posted = draft(messagePosted, {
        messageId,
        conversationId: id,
        seq,
        about: { kind: conversation.kind, id: conversation.subjectId },
        title: facts.title,
        propertyId: conversation.propertyId,
        author: { id: author.id, name: author.name, role: author.role },
        recipients: facts.members
          .filter((member) => member.id !== author.id)
          .map((member) => ({ id: member.id, role: member.role, ...(member.email ? { email: member.email } : {}) })),
        text: summary,
        ...(images.length > 0 ? { imageCount: images.length } : {}),
        postedAt: now.toISOString(),
      });
      if (await this.conversations.addMessage(message, [posted])) return message;
    }
    return null;
  }

  async markRead(me: GatewayIdentity, id: string, seq: number): Promise<ReadMark> {
    const { conversation, facts, me: member } = await this.requireMember(me, id);
    await this.syncMemberships(conversation, facts);
    const readUpTo = await this.conversations.markRead(
      `${id}:${member.id}`,
      Math.min(seq, conversation.lastSeq),
      this.clock.now(),
    );
    return { readUpTo, unreadCount: Math.max(conversation.lastSeq - readUpTo, 0) };
  }

  /** A home changed (a new manager, perhaps): its conversations' membership rows follow their members. */
  async homeChanged(propertyId: string): Promise<void> {
    for (const conversation of await this.conversations.listForProperty(propertyId)) {
      const facts = await this.subjects.ofConversation(conversation);
      if (facts) await this.syncMemberships(conversation, facts);
    }
  }

  /** The conversation, when the caller is one of its members now; 404 otherwise (unknown and not yours alike). */
  async requireMember(me: GatewayIdentity, id: string): Promise<Membership> {
    const [conversation, memberIds] = await Promise.all([
      this.conversations.findById(id),
      this.subjects.memberIdsOf(me),
    ]);
    const facts = conversation ? await this.subjects.ofConversation(conversation) : null;
    if (!conversation || !facts) throw conversationNotFound(id);
    const member = facts.members.find((candidate) => memberIds.includes(candidate.id));
    if (!member) throw conversationNotFound(id);
    return { conversation, facts, me: member };
  }

  /** Adds a row for each member without one, revives a returning member's, retires a former member's. */
  private async syncMemberships(
    conversation: ConversationDocument,
    facts: SubjectFacts,
  ): Promise<MembershipDocument[]> {
    const now = this.clock.now();
    const rows = await this.conversations.membershipsOf(conversation._id);
    const current = new Set(facts.members.map((member) => member.id));
    const changes: Promise<void>[] = [];
    for (const member of facts.members) {
      const row = rows.find((candidate) => candidate.memberId === member.id);
      if (!row) {
        const added: MembershipDocument = {
          _id: `${conversation._id}:${member.id}`,
          conversationId: conversation._id,
          memberId: member.id,
          role: member.role,
          active: true,
          readUpTo: 0,
          updatedAt: now,
        };
        rows.push(added);
        changes.push(this.conversations.addMembership(added));
      } else if (!row.active) {
        row.active = true;
        changes.push(this.conversations.setMembershipActive(row._id, true, now));
      }
    }
    let retired = false;
    for (const row of rows) {
      if (row.active && !current.has(row.memberId)) {
        row.active = false;
        retired = true;
        changes.push(this.conversations.setMembershipActive(row._id, false, now));
      }
    }
    await Promise.all(changes);
    // A former member's open streams let them go now, not at their next recheck.
    if (retired) await this.notices.announceMembersChanged(conversation._id);
    return rows.filter((row) => row.active);
  }
}
