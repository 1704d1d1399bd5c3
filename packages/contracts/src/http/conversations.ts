import { z } from 'zod';
import { objectIdSchema } from '../common';
import {
  CONVERSATION_MESSAGE_MAX_CHARS,
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

export const postMessageBodySchema = z.object({
  text: z
    .string({ error: 'Write a message.' })
    .trim()
    .min(1, 'Write a message.')
    .max(CONVERSATION_MESSAGE_MAX_CHARS, `A message can be at most ${CONVERSATION_MESSAGE_MAX_CHARS} characters.`),
});
export type PostMessageBody = z.input<typeof postMessageBodySchema>;

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

export const conversationMessageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  /** 1, 2, 3, … in the order the conversation received them. */
  seq: z.int(),
  author: conversationMemberSchema,
  text: z.string(),
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
  summary: 'Post a message (text up to 4,000 characters) to an open conversation (its members only)',
  description:
    'Send an `Idempotency-Key` header to post exactly once when retrying. A closed conversation → 409 ' +
    'CONVERSATION_CLOSED (its history stays readable).',
  tags: conversations,
  params: conversationIdParams,
  body: postMessageBodySchema,
  answer: { status: 201, schema: conversationMessageSchema },
  problems: ['NOT_FOUND', 'CONVERSATION_CLOSED'],
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
] as const;
