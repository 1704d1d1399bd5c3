import { IdentityError, isCaller, signIdentity, verifyIdentity } from './identity-token';

const secret = 'a-test-secret-of-at-least-32-chars!!';
const identity = { userId: 'u-1', email: 'asha@example.in', role: 'tenant' };
const now = Date.UTC(2025, 0, 15, 9, 30);

function reasonOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof IdentityError) return err.reason;
    throw err;
  }
  return 'accepted';
}

function flipLastChar(text: string): string {
  return text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
}

describe('signIdentity / verifyIdentity', () => {
  it('round-trips the identity and extra claims', () => {
    const token = signIdentity({ ...identity, roles: ['tenant', 'landlord'] }, secret, 60, now);
    expect(token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(verifyIdentity(token, secret, now + 59_000)).toEqual({ ...identity, roles: ['tenant', 'landlord'] });
  });

  it('rejects an expired token', () => {
    const token = signIdentity(identity, secret, 60, now);
    expect(reasonOf(() => verifyIdentity(token, secret, now + 60_000))).toBe('expired');
  });

  it('rejects a token whose claims were changed (e.g. a role raised)', () => {
    const token = signIdentity(identity, secret, 60, now);
    const [version, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...identity, role: 'property_manager', iat: now / 1000, exp: now / 1000 + 60 }),
    ).toString('base64url');
    expect(reasonOf(() => verifyIdentity(`${version}.${forged}.${signature}`, secret, now))).toBe('bad-signature');
  });

  it('rejects a changed signature and one signed with another secret', () => {
    const token = signIdentity(identity, secret, 60, now);
    expect(reasonOf(() => verifyIdentity(flipLastChar(token), secret, now))).toBe('bad-signature');
    const other = signIdentity(identity, 'another-secret-of-at-least-32-chars!', 60, now);
    expect(reasonOf(() => verifyIdentity(other, secret, now))).toBe('bad-signature');
  });

  it.each([
    ['missing', undefined, 'missing'],
    ['empty', '', 'missing'],
    ['not three parts', 'v1.abc', 'malformed'],
    ['another version', 'v2.abc.def', 'malformed'],
    ['a repeated header', ['a', 'b'], 'missing'],
  ])('rejects a %s token', (_case, token, reason) => {
    expect(reasonOf(() => verifyIdentity(token, secret, now))).toBe(reason);
  });

  it('rejects a token from too far in the future', () => {
    const token = signIdentity(identity, secret, 600, now + 5 * 60_000);
    expect(reasonOf(() => verifyIdentity(token, secret, now))).toBe('not-yet-valid');
  });

  it('refuses short secrets', () => {
    expect(() => signIdentity(identity, 'short', 60)).toThrow(/at least 32/);
  });
});

describe('isCaller', () => {
  it('is true for the caller’s user id or uid, false for anyone else’s', () => {
    const me = { ...identity, uid: 'firebase-uid-1' };
    expect(isCaller('u-1', me)).toBe(true);
    expect(isCaller('firebase-uid-1', me)).toBe(true);
    expect(isCaller('u-2', me)).toBe(false);
    expect(isCaller('u-2', identity)).toBe(false);
  });
});
