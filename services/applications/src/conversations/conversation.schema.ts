import type { ConversationMemberRole, ConversationSubjectKind } from '@trio/contracts/http/conversations';
import { withOutbox, type OutboxFields } from '@trio/service-kit/events';
import type { StoredImage, StoredImageVariant } from '@trio/service-kit/images';
import { Schema } from 'mongoose';

export const CONVERSATION_MODEL = 'Conversation';
export const MESSAGE_MODEL = 'ConversationMessage';
export const MEMBERSHIP_MODEL = 'ConversationMembership';
export const IMAGE_MODEL = 'ConversationImage';

/**
 * A conversation about one thing. `_id` is derived from what it is about (conversation-subjects.ts), so opening the
 * same thing twice at once finds one conversation. Its members are not stored here: they follow from the thing.
 */
export interface ConversationDocument {
  _id: string;
  kind: ConversationSubjectKind;
  /** The property, application, lease or request id. */
  subjectId: string;
  propertyId: string;
  /** The renter it is with (the asker, the applicant, the tenant). */
  renterId: string;
  /** The newest message's `seq` (0 before the first), and the message itself for the Inbox. */
  lastSeq: number;
  lastMessage: { seq: number; text: string; authorName: string; createdAt: Date } | null;
  createdAt: Date;
  updatedAt: Date;
}

export const conversationSchema = new Schema<ConversationDocument>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    subjectId: { type: String, required: true },
    propertyId: { type: String, required: true, index: true },
    renterId: { type: String, required: true },
    lastSeq: { type: Number, required: true },
    lastMessage: {
      type: new Schema(
        { seq: Number, text: String, authorName: String, createdAt: Date },
        { _id: false, versionKey: false },
      ),
      default: null,
    },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'conversations' },
);

/**
 * One message. `(conversationId, seq)` is unique: a message takes the `seq` after the newest one it read, so two
 * posted at once cannot share one and `seq` has no gaps (a reader asking for what came after `seq` misses nothing).
 * Its `messagePosted` event travels in its own outbox.
 */
export interface MessageDocument extends OutboxFields {
  _id: string;
  conversationId: string;
  seq: number;
  authorId: string;
  authorRole: ConversationMemberRole;
  authorName: string;
  /** Empty for a message of images alone. */
  text: string;
  /** The images it carries, in the order sent (their sizes, so a view needs no other read); absent before images. */
  images?: MessageImage[];
  createdAt: Date;
}

/** An image as a message carries it. */
export interface MessageImage {
  id: string;
  width: number;
  height: number;
}

const messageImageSchema = new Schema<MessageImage>(
  {
    id: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
  },
  { _id: false, versionKey: false },
);

export const messageSchema = new Schema<MessageDocument>(
  {
    _id: { type: String, required: true },
    conversationId: { type: String, required: true },
    seq: { type: Number, required: true },
    authorId: { type: String, required: true },
    authorRole: { type: String, required: true },
    authorName: { type: String, required: true },
    // Not `required`: mongoose refuses an empty string as missing, and a message of images alone has no text.
    text: { type: String, default: '' },
    images: { type: [messageImageSchema], default: [] },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'conversation_messages' },
);
messageSchema.plugin(withOutbox);
messageSchema.index({ conversationId: 1, seq: 1 }, { unique: true });

/**
 * A member's place in a conversation: the Inbox lists a member's memberships, and `readUpTo` is their read mark.
 * `_id` = `<conversationId>:<memberId>`. A member who no longer belongs (a home's manager replaced) is `active: false`:
 * the row keeps the read mark should they come back, and the Inbox skips it.
 */
export interface MembershipDocument {
  _id: string;
  conversationId: string;
  memberId: string;
  role: ConversationMemberRole;
  active: boolean;
  readUpTo: number;
  updatedAt: Date;
}

export const membershipSchema = new Schema<MembershipDocument>(
  {
    _id: { type: String, required: true },
    conversationId: { type: String, required: true, index: true },
    memberId: { type: String, required: true, index: true },
    role: { type: String, required: true },
    active: { type: Boolean, required: true },
    readUpTo: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'conversation_memberships' },
);

/**
 * An image uploaded to a conversation (`conversation_images`): stored by the kit (web size and thumbnail) in this
 * service's private bucket. `messageId` is null until a message of its uploader carries it; then it is that message's
 * for good (a second message naming it is refused). Until then only its uploader sees it.
 */
export interface ConversationImageDocument extends StoredImage {
  _id: string;
  conversationId: string;
  /** The member who uploaded it (a manager by their record id, as a member is known). */
  uploaderId: string;
  messageId: string | null;
  createdAt: Date;
}

const storedVariantSchema = new Schema<StoredImageVariant>(
  {
    objectKey: { type: String, required: true },
    contentType: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    bytes: { type: Number, required: true },
  },
  { _id: false, versionKey: false },
);

export const conversationImageSchema = new Schema<ConversationImageDocument>(
  {
    _id: { type: String, required: true },
    conversationId: { type: String, required: true, index: true },
    uploaderId: { type: String, required: true },
    web: { type: storedVariantSchema, required: true },
    thumbnail: { type: storedVariantSchema, required: true },
    messageId: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'conversation_images' },
);
