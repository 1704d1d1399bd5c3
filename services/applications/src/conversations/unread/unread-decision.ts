/*
 * When a member is told of unread messages (issue 28): pure rules, by the time given (the service's clock).
 */

/** What a member has read and been told of in one conversation, and what it holds now. */
export interface UnreadState {
  /** The member's read mark (0: nothing read). */
  readUpTo: number;
  /** The newest message a notice told them of (0: none yet). */
  notifiedUpTo: number;
  /** The conversation's newest message. */
  newestSeq: number;
  /** When the first message after `max(readUpTo, notifiedUpTo)` was posted; null when there is none. */
  firstUntoldPostedAt: Date | null;
}

export type UnreadDecision =
  /** Read up to the newest, or told of everything already. */
  | { kind: 'nothing' }
  /** Messages the member has neither read nor been told of, but the first is not yet old enough: ask again then. */
  | { kind: 'wait'; afterSeq: number; dueAt: Date }
  /** Tell the member of the messages after `afterSeq`, up to the newest. */
  | { kind: 'notify'; afterSeq: number; upToSeq: number };

/** What the member was last told or read: the next notice starts after it. */
export function untoldAfter(state: Pick<UnreadState, 'readUpTo' | 'notifiedUpTo'>): number {
  return Math.max(state.readUpTo, state.notifiedUpTo);
}

/**
 * A member who has not read a message within `afterMs` of its posting is told, once, of everything unread after
 * what they last read or were told of: the messages that came meanwhile make no e-mail of their own.
 */
export function decideUnread(state: UnreadState, now: Date, afterMs: number): UnreadDecision {
  const afterSeq = untoldAfter(state);
  if (state.newestSeq <= afterSeq || state.firstUntoldPostedAt === null) return { kind: 'nothing' };
  const dueAt = new Date(state.firstUntoldPostedAt.getTime() + afterMs);
  if (now.getTime() < dueAt.getTime()) return { kind: 'wait', afterSeq, dueAt };
  return { kind: 'notify', afterSeq, upToSeq: state.newestSeq };
}

/** A message as a notice carries it. */
export interface UnreadMessage {
  seq: number;
  authorId: string;
  authorName: string;
  authorRole: 'renter' | 'manager' | 'landlord';
  /** Empty for a message of images alone. */
  text: string;
  images?: readonly unknown[];
  createdAt: Date;
}

/**
 * The newest `max` messages the member has not read (their own left out), oldest first, and how many unread ones
 * older than those are left out (`seq` has no gaps, so the count is arithmetic).
 */
export function unreadExcerpt(
  messages: readonly UnreadMessage[],
  options: { memberId: string; readUpTo: number; upToSeq: number; max: number },
): { messages: UnreadMessage[]; moreUnreadCount: number } {
  const unread = messages
    .filter((m) => m.seq > options.readUpTo && m.seq <= options.upToSeq && m.authorId !== options.memberId)
    .sort((a, b) => a.seq - b.seq);
  const shown = unread.slice(-options.max);
  const firstShown = shown[0]?.seq ?? options.upToSeq + 1;
  return { messages: shown, moreUnreadCount: Math.max(0, firstShown - options.readUpTo - 1) };
}
