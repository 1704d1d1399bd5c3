import type {
  Conversation,
  ConversationImage,
  ConversationMember,
  ConversationMessage,
} from '@trio/contracts/http/conversations';
import type {
  ConversationDocument,
  ConversationImageDocument,
  MembershipDocument,
  MessageDocument,
} from './conversation.schema';
import type { SubjectFacts } from './conversation-subjects';

/** A member as the API shows them (never their e-mail). */
export function memberView(member: ConversationMember): ConversationMember {
  return { id: member.id, name: member.name, role: member.role };
}

/** A conversation as its member `me` reads it, with their read mark. */
export function conversationView(
  conversation: ConversationDocument,
  facts: SubjectFacts,
  me: ConversationMember,
  myMembership: MembershipDocument | undefined,
): Conversation {
  const readUpTo = Math.min(myMembership?.readUpTo ?? 0, conversation.lastSeq);
  const last = conversation.lastMessage;
  return {
    _id: conversation._id,
    about: { kind: conversation.kind, id: conversation.subjectId },
    title: facts.title,
    property: facts.property,
    members: facts.members.map(memberView),
    me: memberView(me),
    open: facts.closedReason === null,
    closedReason: facts.closedReason,
    lastMessage: last
      ? { seq: last.seq, text: last.text, authorName: last.authorName, createdAt: last.createdAt.toISOString() }
      : null,
    unreadCount: conversation.lastSeq - readUpTo,
    readUpTo,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
  };
}

/** A message, with the members (their ids) whose read mark has reached it; its author has read it. */
export function messageView(message: MessageDocument, memberships: readonly MembershipDocument[]): ConversationMessage {
  const readBy = new Set([message.authorId]);
  for (const membership of memberships) if (membership.readUpTo >= message.seq) readBy.add(membership.memberId);
  return {
    _id: message._id,
    conversationId: message.conversationId,
    seq: message.seq,
    author: { id: message.authorId, name: message.authorName, role: message.authorRole },
    text: message.text ?? '',
    images: (message.images ?? []).map((image) => ({ id: image.id, width: image.width, height: image.height })),
    createdAt: message.createdAt.toISOString(),
    readBy: [...readBy],
  };
}

/** An uploaded image, as its uploader gets it back (the id to name in a message). */
export function imageView(image: ConversationImageDocument): ConversationImage {
  return {
    imageId: image._id,
    conversationId: image.conversationId,
    width: image.web.width,
    height: image.web.height,
    thumbnail: { width: image.thumbnail.width, height: image.thumbnail.height },
    createdAt: image.createdAt.toISOString(),
  };
}
