import { isUnsubscribeTokenOf, unsubscribeTokenOf } from './unsubscribe-token';

const secret = 'a secret of at least thirty-two characters';
const id = '6b00000000000000000000a1';
const otherId = '6b00000000000000000000a2';

describe('the unsubscribe token of a saved search', () => {
  const token = unsubscribeTokenOf(id, secret);

  it('is v1 and a base64url HMAC-SHA256, the same each time', () => {
    expect(token).toMatch(/^v1\.[\w-]{43}$/);
    expect(unsubscribeTokenOf(id, secret)).toBe(token);
  });

  it('is accepted for its saved search', () => {
    expect(isUnsubscribeTokenOf(token, id, secret)).toBe(true);
  });

  it("refuses another saved search's token, and one signed with another secret", () => {
    expect(isUnsubscribeTokenOf(unsubscribeTokenOf(otherId, secret), id, secret)).toBe(false);
    expect(isUnsubscribeTokenOf(unsubscribeTokenOf(id, `${secret}, rotated`), id, secret)).toBe(false);
  });

  it.each([
    ['a changed character', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    ['another version', token.replace(/^v1\./, 'v2.')],
    ['no version', token.slice('v1.'.length)],
    ['a longer one', `${token}A`],
    ['a shorter one', token.slice(0, -1)],
    ['garbage', 'not-a-token'],
    ['multi-byte garbage as many characters long', '€'.repeat(token.length)],
    ['empty', ''],
  ])('refuses %s', (_label, tampered) => {
    expect(isUnsubscribeTokenOf(tampered, id, secret)).toBe(false);
  });

  it('refuses to sign with a short secret', () => {
    expect(() => unsubscribeTokenOf(id, 'short')).toThrow(/at least 32 characters/);
  });
});
