import { decideUnread, unreadExcerpt, untoldAfter, type UnreadMessage } from './unread-decision';

const TEN_MINUTES = 600_000;
const posted = new Date('2026-03-02T04:30:00.000Z');
const at = (ms: number) => new Date(posted.getTime() + ms);

describe('decideUnread', () => {
  it('tells nothing to a member who read up to the newest message, or was told of it already', () => {
    const state = { readUpTo: 3, notifiedUpTo: 0, newestSeq: 3, firstUntoldPostedAt: null };
    expect(decideUnread(state, at(TEN_MINUTES), TEN_MINUTES)).toEqual({ kind: 'nothing' });
    expect(decideUnread({ ...state, readUpTo: 1, notifiedUpTo: 3 }, at(TEN_MINUTES), TEN_MINUTES)).toEqual({
      kind: 'nothing',
    });
  });

  it('waits until the first message neither read nor told of has waited ten minutes, by the clock', () => {
    const state = { readUpTo: 1, notifiedUpTo: 0, newestSeq: 4, firstUntoldPostedAt: posted };
    expect(decideUnread(state, at(TEN_MINUTES - 1), TEN_MINUTES)).toEqual({
      kind: 'wait',
      afterSeq: 1,
      dueAt: at(TEN_MINUTES),
    });
  });

  it('then tells of everything after what was read or told, up to the newest: one notice, not one per message', () => {
    const state = { readUpTo: 1, notifiedUpTo: 2, newestSeq: 5, firstUntoldPostedAt: posted };
    expect(decideUnread(state, at(TEN_MINUTES), TEN_MINUTES)).toEqual({ kind: 'notify', afterSeq: 2, upToSeq: 5 });
  });

  it('starts the next notice after the larger of the read mark and the last notice', () => {
    expect(untoldAfter({ readUpTo: 4, notifiedUpTo: 2 })).toBe(4);
    expect(untoldAfter({ readUpTo: 0, notifiedUpTo: 2 })).toBe(2);
  });
});

describe('unreadExcerpt', () => {
  const message = (seq: number, authorId = 'renter'): UnreadMessage => ({
    seq,
    authorId,
    authorName: authorId === 'renter' ? 'Rohan Kulkarni' : 'Priya Nair',
    authorRole: authorId === 'renter' ? 'renter' : 'manager',
    text: `message ${seq}`,
    createdAt: at(seq * 1000),
  });

  it('keeps the newest unread ones, oldest first, and counts the earlier unread ones', () => {
    const messages = [8, 4, 5, 6, 7].map((seq) => message(seq));
    const excerpt = unreadExcerpt(messages, { memberId: 'manager', readUpTo: 1, upToSeq: 8, max: 3 });
    expect(excerpt.messages.map((m) => m.seq)).toEqual([6, 7, 8]);
    expect(excerpt.moreUnreadCount).toBe(4);
  });

  it('leaves out what was read, what came after the notice’s newest, and the member’s own messages', () => {
    const messages = [2, 3, 4, 5].map((seq) => message(seq, seq === 4 ? 'manager' : 'renter'));
    const excerpt = unreadExcerpt(messages, { memberId: 'manager', readUpTo: 2, upToSeq: 4, max: 5 });
    expect(excerpt).toEqual({ messages: [message(3)], moreUnreadCount: 0 });
  });
});
