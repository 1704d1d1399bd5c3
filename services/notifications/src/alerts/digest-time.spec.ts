import { digestDay, nextDigestAt } from './digest-time';

/** An instant written in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('nextDigestAt', () => {
  it('puts a match before 08:00 IST in the same morning’s digest', () => {
    expect(nextDigestAt(ist('2026-03-10T07:59:00'))).toEqual(ist('2026-03-10T08:00:00'));
    expect(nextDigestAt(ist('2026-03-10T07:59:59.999'))).toEqual(ist('2026-03-10T08:00:00'));
    expect(nextDigestAt(ist('2026-03-10T00:00:00'))).toEqual(ist('2026-03-10T08:00:00'));
  });

  it('puts a match at 08:00 IST exactly, or later, in the next morning’s', () => {
    expect(nextDigestAt(ist('2026-03-10T08:00:00'))).toEqual(ist('2026-03-11T08:00:00'));
    expect(nextDigestAt(ist('2026-03-10T08:00:00.001'))).toEqual(ist('2026-03-11T08:00:00'));
    expect(nextDigestAt(ist('2026-03-10T23:59:00'))).toEqual(ist('2026-03-11T08:00:00'));
  });

  it('reads the day in India, not in UTC: 20:00 UTC is already 01:30 the next day there', () => {
    expect(nextDigestAt(new Date('2026-03-09T20:00:00.000Z'))).toEqual(ist('2026-03-10T08:00:00'));
    // 02:30 UTC is 08:00 IST: the boundary is India's, not the server's.
    expect(nextDigestAt(new Date('2026-03-10T02:29:59.000Z'))).toEqual(new Date('2026-03-10T02:30:00.000Z'));
    expect(nextDigestAt(new Date('2026-03-10T02:30:00.000Z'))).toEqual(new Date('2026-03-11T02:30:00.000Z'));
  });

  it('crosses months and years', () => {
    expect(nextDigestAt(ist('2026-02-28T09:00:00'))).toEqual(ist('2026-03-01T08:00:00'));
    expect(nextDigestAt(ist('2026-12-31T18:00:00'))).toEqual(ist('2027-01-01T08:00:00'));
  });
});

describe('digestDay', () => {
  it('is the digest’s day in India', () => {
    expect(digestDay(ist('2026-03-10T08:00:00'))).toBe('2026-03-10');
    expect(digestDay(new Date('2026-03-10T02:30:00.000Z'))).toBe('2026-03-10');
  });
});
