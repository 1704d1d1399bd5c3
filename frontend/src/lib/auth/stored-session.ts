import type { SessionUser } from './types';

/**
 * The session's access token kept for the browser's tabs (localStorage), so a page load or a new tab starts signed
 * in without asking the server, and one refresh per expiry serves every tab: the refresh runs under a Web Lock, and a
 * tab that gets the lock after another refreshed finds the new token here. The refresh token itself stays in its
 * httpOnly cookie; what is kept here is the short-lived access token (15 minutes) and the user it names.
 */
export const STORED_SESSION_KEY = 'trio.session';
const REFRESH_LOCK = 'trio.session.refresh';

export interface StoredSession {
  accessToken: string;
  /** When the access token expires (ms since the epoch). */
  expiresAt: number;
  user: SessionUser;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy settings): every load refreshes, as before
  }
}

/** What another tab or an earlier load kept, when it is still usable for at least `marginMs`. */
export function readStoredSession(now: number, marginMs: number): StoredSession | null {
  try {
    const raw = storage()?.getItem(STORED_SESSION_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof stored.accessToken !== 'string' || typeof stored.expiresAt !== 'number' || !stored.user) return null;
    return stored.expiresAt - now > marginMs ? (stored as StoredSession) : null;
  } catch {
    return null;
  }
}

export function storeSession(session: StoredSession): void {
  try {
    storage()?.setItem(STORED_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Full or disabled storage: this tab still has its token in memory.
  }
}

export function forgetStoredSession(): void {
  try {
    storage()?.removeItem(STORED_SESSION_KEY);
  } catch {
    // nothing kept
  }
}

/** Runs `refresh` while holding the tabs' refresh lock (one refresh at a time across tabs), where Web Locks exist. */
export function underRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(REFRESH_LOCK, refresh) as Promise<T>) : refresh();
}
