import { forgetWrites, keyForWrite, settleWrite, writeFingerprint } from './write-keys';

const note = writeFingerprint('PUT', '/trio/maintenance/m1', { note: 'Plumber at 11' });

describe('write keys', () => {
  afterEach(() => forgetWrites());

  it('gives a repeat of the same write the same key, and another write its own', () => {
    const first = keyForWrite(note, 0);
    expect(keyForWrite(note, 100)).toBe(first);
    expect(keyForWrite(writeFingerprint('PUT', '/trio/maintenance/m1', { note: 'Plumber at 12' }), 100)).not.toBe(
      first,
    );
  });

  it('keeps a done write’s key for a double-click only, an unanswered one’s for a retry, a refused one’s not at all', () => {
    const done = keyForWrite(note, 0);
    settleWrite(note, 'done', 1_000);
    expect(keyForWrite(note, 20_000)).toBe(done);
    expect(keyForWrite(note, 40_000)).not.toBe(done);
    forgetWrites();
    const unanswered = keyForWrite(note, 0);
    settleWrite(note, 'unanswered', 1_000);
    expect(keyForWrite(note, 5 * 60_000)).toBe(unanswered);
    forgetWrites();
    const refused = keyForWrite(note, 0);
    settleWrite(note, 'refused', 1_000);
    expect(keyForWrite(note, 2_000)).not.toBe(refused);
  });
});
