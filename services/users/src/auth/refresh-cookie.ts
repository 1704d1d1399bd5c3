import { DEVICE_COOKIE } from '@trio/contracts/http/users';
import { cookieFrom } from '@trio/service-kit/http';

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

/** The value of cookie `name` when it has the expected shape. */
function cookieValue(cookieHeader: string | undefined, name: string, shape: RegExp): string | undefined {
  const value = cookieFrom(cookieHeader, name);
  return value !== undefined && shape.test(value) ? value : undefined;
}

/** The refresh token from a Cookie header, if there is one. */
export function refreshTokenFrom(cookieHeader: string | undefined): string | undefined {
  return cookieValue(cookieHeader, REFRESH_COOKIE, /^[A-Za-z0-9_-]{20,200}$/);
}

/** The device token (a JWT) from a Cookie header, if there is one. */
export function deviceTokenFrom(cookieHeader: string | undefined): string | undefined {
  return cookieValue(cookieHeader, DEVICE_COOKIE, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
}

/**
 * The device cookie: sent only with sign-ins (its path), kept across sign-outs, so this browser stays known to the
 * account (see LoginAttemptsService).
 */
export function deviceCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/trio/auth/login',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
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
