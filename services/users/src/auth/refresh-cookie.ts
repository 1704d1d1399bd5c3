/** The refresh token travels only in this httpOnly cookie, scoped to the auth endpoints. */
export const REFRESH_COOKIE = 'trio_refresh';
const COOKIE_PATH = '/trio/auth';
/**
 * A hint the page can read, set and cleared together with the refresh cookie and holding no secret: "there is a
 * session to restore". Without it the app does not call /trio/auth/refresh on load, so a visitor's page makes no
 * call that is bound to fail (and logs no 401).
 */
export const SESSION_HINT_COOKIE = 'trio_session';

export function refreshCookie(token: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return [
    `${REFRESH_COOKIE}=${token}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    `Expires=${expiresAt.toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedRefreshCookie(secure: boolean): string {
  return [
    `${REFRESH_COOKIE}=`,
    `Path=${COOKIE_PATH}`,
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The refresh token from a Cookie header, if there is one. */
export function refreshTokenFrom(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFRESH_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The cookies of a new or renewed session: the refresh token and the readable session hint, same lifetime. */
export function sessionCookies(token: string, expiresAt: Date, secure: boolean): string[] {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  const hint = [
    `${SESSION_HINT_COOKIE}=1`,
    'Path=/',
    `Max-Age=${maxAge}`,
    `Expires=${expiresAt.toUTCString()}`,
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  return [refreshCookie(token, expiresAt, secure), hint];
}

/** The cookies that end a session in the browser. */
export function clearedSessionCookies(secure: boolean): string[] {
  const hint = [
    `${SESSION_HINT_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  return [clearedRefreshCookie(secure), hint];
}
