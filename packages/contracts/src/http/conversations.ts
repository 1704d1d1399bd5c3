import { z } from 'zod';
import { objectIdSchema } from '../common';
import {
  CONVERSATION_MESSAGE_MAX_CHARS,
  CONVERSATION_MESSAGE_MAX_IMAGES,
  conversationMemberRoleSchema,
  conversationSubjectKindSchema,
} from '../events/applications';
import { defineRoute, SIGNED_IN } from './route';

/*
 * Conversations (issue 28): renter, manager and landlord talk in the product about one thing — a home (a renter's
 * question before applying), an application, a lease or a maintenance request. Served by the applications service
 * (its README says why); the members follow from the thing, never from the request.
 */

export {
  CONVERSATION_MESSAGE_MAX_CHARS,
  CONVERSATION_MESSAGE_MAX_IMAGES,
  messageSummaryText,
  conversationMemberRoleSchema,
  conversationSubjectKindSchema,
  type ConversationMemberRole,
  type ConversationSubjectKind,
} from '../events/applications';

/** Messages a page of `GET …/messages` holds at most. */
export const CONVERSATION_PAGE_MAX = 200;

// ---------------------------------------------------------------------------------------------------------------
// Request shapes
// ---------------------------------------------------------------------------------------------------------------

/** What a conversation is about: the kind of thing and its id (a property, application, lease or request id). */
export const conversationSubjectSchema = z.object({
  kind: conversationSubjectKindSchema,
  id: objectIdSchema,
});
export type ConversationSubject = z.output<typeof conversationSubjectSchema>;

export const openConversationBodySchema = z.object({ about: conversationSubjectSchema });
export type OpenConversationBody = z.input<typeof openConversationBodySchema>;

/**
 * A message: text, images (uploaded first, by their `imageId`), or both. Without images the text is required; with
 * them it may be empty.
 */
export const postMessageBodySchema = z
  .object({
    text: z
      .string({ error: 'Write a message.' })
      .trim()
      .max(CONVERSATION_MESSAGE_MAX_CHARS, `A message can be at most ${CONVERSATION_MESSAGE_MAX_CHARS} characters.`)
      .default(''),
    imageIds: z
      .array(objectIdSchema)
      .max(CONVERSATION_MESSAGE_MAX_IMAGES, `A message can carry at most ${CONVERSATION_MESSAGE_MAX_IMAGES} photos.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each photo can be sent once in a message.')
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.text.length === 0 && body.imageIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write a message.' });
    }
  });
export type PostMessageBody = z.input<typeof postMessageBodySchema>;

/** An image upload: one file, as multipart/form-data, in the field `image`. */
export const uploadConversationImageBodySchema = z.object({ image: z.file() });

export const conversationImageQuerySchema = z.object({
  variant: z
    .enum(['web', 'thumbnail'])
    .default('web')
    .describe('`thumbnail` for the small size (a message’s preview); `web` (the default) for the full view.'),
});

export const markReadBodySchema = z.object({
  /** The newest message (its `seq`) the reader has seen; earlier ones count as read too. */
  seq: z.int().min(0),
});
export type MarkReadBody = z.input<typeof markReadBodySchema>;

export const messagesQuerySchema = z.object({
  /** Messages after this `seq` (0: from the first); what a reconnecting reader already holds is not sent again. */
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX).default(100),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/**
 * A member. `id` is the user id of a renter or landlord, and the property-manager record id of a manager (a manager
 * is known by that record, which a home names).
 */
export const conversationMemberSchema = z.object({
  id: z.string(),
  /** "Rohan Kulkarni"; the manager's or landlord's name as their account says it. */
  name: z.string(),
  role: conversationMemberRoleSchema,
});
export type ConversationMember = z.output<typeof conversationMemberSchema>;

/** An image of a message: fetch it at `GET /trio/conversations/:id/images/:imageId` (`?variant=thumbnail`). */
export const conversationMessageImageSchema = z.object({
  id: z.string(),
  /** The web size's pixels (the thumbnail keeps the proportions). */
  width: z.int(),
  height: z.int(),
});
export type ConversationMessageImage = z.output<typeof conversationMessageImageSchema>;

/** An uploaded image, not yet sent: name it in a message's `imageIds`. */
export const conversationImageSchema = z.object({
  imageId: z.string(),
  conversationId: z.string(),
  /** The web size's pixels, and the thumbnail's. */
  width: z.int(),
  height: z.int(),
  thumbnail: z.object({ width: z.int(), height: z.int() }),
  /** ISO date-time */
  createdAt: z.string(),
});
export type ConversationImage = z.output<typeof conversationImageSchema>;

export const conversationMessageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  /** 1, 2, 3, … in the order the conversation received them. */
  seq: z.int(),
  author: conversationMemberSchema,
  /** Empty for a message of images alone. */
  text: z.string(),
  /** Its images, in the order sent (at most 5). */
  images: z.array(conversationMessageImageSchema),
  /** ISO date-time */
  createdAt: z.string(),
  /** The members (their `id`) who have read it; the author always. */
  readBy: z.array(z.string()),
});
export type ConversationMessage = z.output<typeof conversationMessageSchema>;

export const conversationSchema = z.object({
  _id: z.string(),
  about: conversationSubjectSchema,
  /** What the conversation is about, for a list: "Question about 2 BHK Apartment in Indiranagar". */
  title: z.string(),
  property: z.object({ _id: z.string(), name: z.string(), locality: z.string() }),
  /** The members now (a home's new manager replaces the old one). */
  members: z.array(conversationMemberSchema),
  /** The caller, as a member. */
  me: conversationMemberSchema,
  /** Whether members may still post: a closed one (application closed, lease ended, repair done) keeps its history. */
  open: z.boolean(),
  /** Why it is closed, for the screen; null while open. */
  closedReason: z.string().nullable(),
  /** `text` is the message's, or for images alone "📷 Photo" / "📷 2 photos" (`messageSummaryText`). */
  lastMessage: z.object({ seq: z.int(), text: z.string(), authorName: z.string(), createdAt: z.string() }).nullable(),
  /** Messages of others the caller has not read. */
  unreadCount: z.int(),
  /** The caller's own read mark (the newest `seq` read). */
  readUpTo: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.output<typeof conversationSchema>;

export const inboxSchema = z.object({
  /** The caller's conversations, newest activity first. */
  conversations: z.array(conversationSchema),
  unreadTotal: z.int(),
});
export type Inbox = z.output<typeof inboxSchema>;

export const conversationMessagesSchema = z.object({
  messages: z.array(conversationMessageSchema),
  /** Ask again with `after` = this for what came next (the last `seq` sent, or the `after` asked for). */
  nextAfter: z.int(),
  /** More messages wait beyond this page. */
  hasMore: z.boolean(),
});
export type ConversationMessages = z.output<typeof conversationMessagesSchema>;

export const readMarkSchema = z.object({ readUpTo: z.int(), unreadCount: z.int() });
export type ReadMark = z.output<typeof readMarkSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

const conversations = ['conversations'];
const conversationIdParams = z.object({ id: z.string().describe('The conversation id.') });

export const myConversations = defineRoute({
  method: 'GET',
  path: '/trio/conversations',
  access: SIGNED_IN,
  summary: 'The Inbox: every conversation the caller is a member of, newest activity first, with unread counts',
  tags: conversations,
  answer: { status: 200, schema: inboxSchema },
});

export const openConversation = defineRoute({
  method: 'POST',
  path: '/trio/conversations',
  access: SIGNED_IN,
  summary: 'The conversation about a home, application, lease or maintenance request (made on first use)',
  description:
    'About a home: the caller asks its manager (one conversation per renter and home; the home’s manager or ' +
    'landlord → 409 OWN_HOME). About an application, lease or request: only its members (others → 404, telling ' +
    'nothing of it).',
  tags: conversations,
  body: openConversationBodySchema,
  answer: { status: 200, schema: conversationSchema },
  problems: ['NOT_FOUND', 'OWN_HOME'],
});

export const getConversation = defineRoute({
  method: 'GET',
  path: '/trio/conversations/:id',
  access: SIGNED_IN,
  summary: 'One conversation (its members only; anyone else → 404)',
  tags: conversations,
  params: conversationIdParams,
  answer: { status: 200, schema: conversationSchema },
  problems: ['NOT_FOUND'],
});

export const conversationMessages = defineRoute({
  method: 'GET',
  path: '/trio/conversations/:id/messages',
  access: SIGNED_IN,
  summary: 'A conversation’s messages after a `seq`, oldest first (its members only)',
  tags: conversations,
  params: conversationIdParams,
  query: messagesQuerySchema,
  answer: { status: 200, schema: conversationMessagesSchema },
  problems: ['NOT_FOUND'],
});

export const postConversationMessage = defineRoute({
  method: 'POST',
  path: '/trio/conversations/:id/messages',
  access: SIGNED_IN,
  summary: 'Post a message (text up to 4,000 characters, up to 5 images) to an open conversation (its members only)',
  description:
    'Send an `Idempotency-Key` header to post exactly once when retrying. A closed conversation → 409 ' +
    'CONVERSATION_CLOSED (its history stays readable). `imageIds`: images the caller uploaded to this ' +
    'conversation and has not sent yet (anything else → 409 IMAGE_NOT_AVAILABLE); with images the text may be empty.',
  tags: conversations,
  params: conversationIdParams,
  body: postMessageBodySchema,
  answer: { status: 201, schema: conversationMessageSchema },
  problems: ['NOT_FOUND', 'CONVERSATION_CLOSED', 'IMAGE_NOT_AVAILABLE'],
});

export const uploadConversationImage = defineRoute({
  method: 'POST',
  path: '/trio/conversations/:id/images',
  access: SIGNED_IN,
  summary: 'Upload one image (multipart: image) to send in a message of an open conversation (its members only)',
  description:
    'JPEG, PNG or WebP by content (UNSUPPORTED_IMAGE_TYPE otherwise), at most 10 MB (IMAGE_TOO_LARGE), metadata ' +
    'stripped, the same checks and storage as property images. Answers the `imageId` to name in a message’s ' +
    '`imageIds`; until then only the uploader sees it. A closed conversation → 409 CONVERSATION_CLOSED.',
  tags: conversations,
  params: conversationIdParams,
  body: uploadConversationImageBodySchema,
  bodyType: 'multipart',
  answer: { status: 201, schema: conversationImageSchema },
  problems: [
    'NOT_FOUND',
    'CONVERSATION_CLOSED',
    'UNSUPPORTED_MEDIA_TYPE',
    'UNSUPPORTED_IMAGE_TYPE',
    'IMAGE_TOO_LARGE',
    'PAYLOAD_TOO_LARGE',
    'VALIDATION_FAILED',
  ],
});

export const conversationImage = defineRoute({
  method: 'GET',
  path: '/trio/conversations/:id/images/:imageId',
  access: SIGNED_IN,
  summary: 'An image of a conversation’s message (web size; `?variant=thumbnail`), for its members only',
  description:
    'An image sent in a message, to any member; an image not sent yet, to its uploader only (anyone else → 404).',
  tags: conversations,
  params: z.object({
    id: z.string().describe('The conversation id.'),
    imageId: z.string().describe('The image id (a message’s `images[].id`).'),
  }),
  query: conversationImageQuerySchema,
  answer: { status: 200, mediaType: 'image/*', description: 'The image’s bytes (private: not cached by proxies).' },
  problems: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

export const markConversationRead = defineRoute({
  method: 'POST',
  path: '/trio/conversations/:id/read',
  access: SIGNED_IN,
  summary: 'Mark the messages up to a `seq` as read by the caller (a mark never moves back)',
  tags: conversations,
  params: conversationIdParams,
  body: markReadBodySchema,
  answer: { status: 200, schema: readMarkSchema },
  problems: ['NOT_FOUND'],
});

export const conversationStreamQuerySchema = z.object({
  /** Messages after this `seq` are sent first (a `Last-Event-ID` header, when sent, wins): none lost, none twice. */
  after: z.coerce.number().int().min(0).optional(),
});

/** The `Last-Event-ID` header a reconnecting client sends: the `seq` of the last message it received. */
export const lastEventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'must be the id of an event of this stream (a message’s seq)')
  .transform(Number)
  .optional();

/** Server-sent events: the event name of a message, and how often a comment line keeps a quiet stream open. */
export const CONVERSATION_STREAM_MESSAGE_EVENT = 'message';
export const CONVERSATION_STREAM_KEEPALIVE_MS = 15_000;

export const conversationStream = defineRoute({
  method: 'GET',
  path: '/trio/conversations/:id/stream',
  access: SIGNED_IN,
  summary: 'A conversation’s new messages as they are posted (server-sent events; its members only)',
  description:
    'Each message is an event `message` whose `id` is its `seq` and whose `data` is the message as ' +
    '`GET …/messages` answers it (JSON). On connecting, the messages after `Last-Event-ID` (or `after`) come first, ' +
    'then each new one once. A comment line every 15 s keeps a quiet stream open.',
  tags: conversations,
  params: conversationIdParams,
  query: conversationStreamQuerySchema,
  answer: { status: 200, mediaType: 'text/event-stream', description: 'text/event-stream' },
  problems: ['NOT_FOUND'],
});

/** Every conversations route (served by the applications service). */
export const conversationsRoutes = [
  myConversations,
  openConversation,
  getConversation,
  conversationMessages,
  postConversationMessage,
  markConversationRead,
  conversationStream,
  uploadConversationImage,
  conversationImage,
] as const;
