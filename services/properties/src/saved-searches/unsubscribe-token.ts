import { createHmac, timingSafeEqual } from 'node:crypto';

/** The token's format: a later format can be told apart, and a token of any other is refused. */
const VERSION = 'v1';
/**
 * What the MAC is for, signed with the id: were the key ever used to sign something else, that signature could not
 * pass as an unsubscribe token.
 */
const PURPOSE = 'trio saved-search unsubscribe';
const MIN_SECRET_LENGTH = 32;

function assertSecret(secret: string): void {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`the unsubscribe secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
}

/**
 * The token of a saved search's one-click unsubscribe link (issue 27, RFC 8058): `v1.<base64url HMAC-SHA256>` of
 * the purpose and the saved search's id, keyed with SAVED_SEARCH_UNSUBSCRIBE_SECRET. It only pauses that saved
 * search, which its owner can resume, so it does not expire: the link in an old alert still works.
 */
export function unsubscribeTokenOf(savedSearchId: string, secret: string): string {
  assertSecret(secret);
  const mac = createHmac('sha256', secret).update(`${PURPOSE}\n${savedSearchId}`).digest('base64url');
  return `${VERSION}.${mac}`;
}

/** Whether `token` is the unsubscribe token of this saved search; compared in constant time. */
export function isUnsubscribeTokenOf(token: string, savedSearchId: string, secret: string): boolean {
  const expected = Buffer.from(unsubscribeTokenOf(savedSearchId, secret));
  const given = Buffer.from(String(token));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
