import {
  clearedRefreshCookie,
  clearedSessionCookies,
  refreshCookie,
  refreshTokenFrom,
  sessionCookies,
} from './refresh-cookie';

describe('refresh cookie', () => {
  const token = 'a'.repeat(43);

  it('is httpOnly, strict, scoped to the auth endpoints, secure only when asked', () => {
    const cookie = refreshCookie(token, new Date(Date.now() + 60_000), false);
    expect(cookie).toMatch(
      /^trio_refresh=a{43}; Path=\/trio\/auth; Max-Age=(59|60); Expires=.+; HttpOnly; SameSite=Strict$/,
    );
    expect(refreshCookie(token, new Date(Date.now() + 60_000), true)).toMatch(/; Secure$/);
    expect(clearedRefreshCookie(false)).toMatch(/^trio_refresh=; Path=\/trio\/auth; Max-Age=0;/);
  });

  it('reads the token among other cookies and ignores malformed values', () => {
    expect(refreshTokenFrom(`theme=dark; trio_refresh=${token}; lang=en`)).toBe(token);
    expect(refreshTokenFrom('trio_refresh=short')).toBeUndefined();
    expect(refreshTokenFrom('trio_refresh=<script>aaaaaaaaaaaaaaaaaaaa')).toBeUndefined();
    expect(refreshTokenFrom(undefined)).toBeUndefined();
  });

  it('comes with a readable session hint for the whole site, set and cleared with it', () => {
    const [refresh, hint] = sessionCookies(token, new Date(Date.now() + 60_000), false);
    expect(refresh).toMatch(/^trio_refresh=a{43}; Path=\/trio\/auth;.*HttpOnly/);
    expect(hint).toMatch(/^trio_session=1; Path=\/; Max-Age=(59|60); Expires=.+; SameSite=Strict$/);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).not.toContain(token);
    const [clearedRefresh, clearedHint] = clearedSessionCookies(true);
    expect(clearedRefresh).toMatch(/^trio_refresh=; Path=\/trio\/auth; Max-Age=0;.*Secure$/);
    expect(clearedHint).toMatch(/^trio_session=; Path=\/; Max-Age=0;.*Secure$/);
  });
});
