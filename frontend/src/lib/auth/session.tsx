import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { type BodyOf } from '@trio/contracts/http/route';
import {
  googleSignIn,
  login as loginRoute,
  logout as logoutRoute,
  me as meRoute,
  refreshSession,
  register as registerRoute,
} from '@trio/contracts/http/users';
import { callRoute, setTokenSource } from '../api-client';
import { forgetWrites } from '../write-keys';
import {
  forgetStoredSession,
  readStoredSession,
  STORED_SESSION_KEY,
  storeSession,
  underRefreshLock,
  type StoredSession,
} from './stored-session';
import type { RegisterInput, Role, SessionAnswer, SessionUser } from './types';

/** Refresh the access token this long before it expires (the spec's "about 5 minutes"). */
const REFRESH_AHEAD_MS = 5 * 60_000;
const MIN_REFRESH_DELAY_MS = 15_000;
/** A kept token with less life than this is not worth taking: refresh instead. */
const MIN_TOKEN_LIFE_MS = 60_000;

/** A sign-in's or refresh's answer as the tabs keep it. */
function storedSessionOf(answer: SessionAnswer): StoredSession {
  return { accessToken: answer.accessToken, expiresAt: Date.now() + answer.expiresIn * 1000, user: answer.user };
}

export interface Session {
  /** False until the first answer about the session is known; nothing renders before that. */
  ready: boolean;
  userLoggedIn: boolean;
  currentUser: SessionUser | null;
  userRole: Role | null;
  isEmailUser: boolean;
  login(email: string, password: string): Promise<SessionUser>;
  register(input: RegisterInput): Promise<SessionUser>;
  loginWithGoogle(idToken: string): Promise<SessionUser>;
  /** Signs out; never throws (the caller goes to / either way). */
  logout(): Promise<void>;
  /** Re-reads the user (e.g. after the role may have changed). */
  reload(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The routes that sign in and answer a session. */
type SignInRoute = typeof loginRoute | typeof registerRoute | typeof googleSignIn;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The refresh cookie restores the session on load. It is httpOnly, so the page looks for the readable hint the
  // server sets and clears with it: a visitor's page then makes no refresh call (that would answer 401).
  const [restoring] = useState(() => hasSessionHint(document.cookie));
  const [ready, setReady] = useState(!restoring);
  const [user, setUser] = useState<SessionUser | null>(null);
  const accessToken = useRef<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflightRefresh = useRef<Promise<string | null> | null>(null);

  /** Signed out here: forgets the token (and, unless another tab said so already, the one kept for the tabs). */
  const clear = useCallback((everywhere = true) => {
    clearTimeout(refreshTimer.current);
    accessToken.current = null;
    setUser(null);
    forgetWrites();
    if (everywhere) forgetStoredSession();
  }, []);

  const refresh = useCallback((): Promise<string | null> => {
    const stale = accessToken.current;
    inflightRefresh.current ??= underRefreshLock(async () => {
      // Another tab (or an earlier load) may have refreshed already: one refresh per expiry serves them all.
      const kept = readStoredSession(Date.now(), MIN_TOKEN_LIFE_MS);
      if (kept && kept.accessToken !== stale) {
        adopt(kept);
        return kept.accessToken;
      }
      const answer = await callRoute(refreshSession, { auth: false });
      adopt(storedSessionOf(answer), true);
      return answer.accessToken;
    })
      .catch(() => {
        clear();
        return null;
      })
      .finally(() => {
        inflightRefresh.current = null;
      });
    return inflightRefresh.current;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clear]);

  /** Takes a session (and keeps it for the other tabs when it is new); refreshes it ahead of its expiry. */
  function adopt(session: StoredSession, keep = false) {
    accessToken.current = session.accessToken;
    setUser(session.user);
    if (keep) storeSession(session);
    clearTimeout(refreshTimer.current);
    const delay = Math.max(MIN_REFRESH_DELAY_MS, session.expiresAt - REFRESH_AHEAD_MS - Date.now());
    refreshTimer.current = setTimeout(() => void refresh(), delay);
  }

  useEffect(() => {
    setTokenSource({ current: () => accessToken.current, refresh });
    if (restoring) void refresh().finally(() => setReady(true));
    else forgetStoredSession(); // no session cookie: whatever was kept belongs to a session that ended
    // Another tab signed in, refreshed or signed out.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORED_SESSION_KEY) return;
      const kept = readStoredSession(Date.now(), MIN_TOKEN_LIFE_MS);
      if (kept) adopt(kept);
      else if (event.newValue === null) clear(false);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(refreshTimer.current);
      window.removeEventListener('storage', onStorage);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refresh, restoring]);

  const signIn = useCallback(
    async (route: SignInRoute, body: BodyOf<SignInRoute>) => {
      const answer: SessionAnswer = await callRoute(route, { body, auth: false });
      adopt(storedSessionOf(answer), true);
      queryClient.removeQueries({ queryKey: ['me'] });
      return answer.user;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient],
  );

  const session = useMemo<Session>(
    () => ({
      ready,
      userLoggedIn: user !== null,
      currentUser: user,
      userRole: user?.role ?? null,
      isEmailUser: user?.isEmailUser ?? false,
      login: (email, password) => signIn(loginRoute, { email, password }),
      register: (input) => signIn(registerRoute, input),
      loginWithGoogle: (idToken) => signIn(googleSignIn, { idToken }),
      logout: async () => {
        try {
          await callRoute(logoutRoute, { auth: false });
        } catch {
          // Signing out locally is what matters; the server session expires on its own.
        }
        clear();
        queryClient.clear();
      },
      reload: async () => {
        if (!accessToken.current) return;
        const me = await callRoute(meRoute);
        setUser(me);
        // The tabs' copy names the user too: a page loaded next shows the role as it is now.
        const kept = readStoredSession(Date.now(), 0);
        if (kept?.accessToken === accessToken.current) storeSession({ ...kept, user: me });
      },
    }),
    [ready, user, signIn, clear, queryClient],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The users service sets `trio_session=1` beside the httpOnly refresh cookie and clears both together. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === 'trio_session=1');
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** For tests and stories: a fixed session without any network. */
export function StaticSessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
