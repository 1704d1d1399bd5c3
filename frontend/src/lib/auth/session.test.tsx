import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { sessionAnswer } from '../../test/api-answers';
import { tenant, testQueryClient } from '../../test/render';
import { act } from 'react';
import { hasSessionHint, SessionProvider, useSession } from './session';
import { readStoredSession, STORED_SESSION_KEY, storeSession } from './stored-session';

function Who() {
  const { ready, currentUser } = useSession();
  if (!ready) return <p>waiting</p>;
  return <p>{currentUser ? `signed in as ${currentUser.email}` : 'visitor'}</p>;
}

function renderSession() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <SessionProvider>
        <Who />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('session restore on load', () => {
  afterEach(() => {
    clearCookies();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('reads the hint cookie exactly', () => {
    expect(hasSessionHint('theme=dark; trio_session=1')).toBe(true);
    expect(hasSessionHint('trio_session=')).toBe(false);
    expect(hasSessionHint('xtrio_session=1')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });

  it('makes no refresh call for a visitor (no session hint)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSession();
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores the session through the refresh cookie when the hint is there', async () => {
    document.cookie = 'trio_session=1; Path=/';
    const fetchMock = vi.fn(async (_url: string) => Response.json(sessionAnswer(tenant)));
    vi.stubGlobal('fetch', fetchMock);
    renderSession();
    expect(await screen.findByText(`signed in as ${tenant.email}`)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/trio/auth/refresh');
  });

  it('keeps the token for the tabs: a reload within its life asks the server nothing', async () => {
    document.cookie = 'trio_session=1; Path=/';
    const fetchMock = vi.fn(async (_url: string) => Response.json(sessionAnswer(tenant, 'first-token')));
    vi.stubGlobal('fetch', fetchMock);
    const first = renderSession();
    expect(await screen.findByText(`signed in as ${tenant.email}`)).toBeInTheDocument();
    expect(readStoredSession(Date.now(), 0)?.accessToken).toBe('first-token');
    first.unmount();
    // 35 more loads: still signed in, and the server was asked once in all.
    for (let load = 0; load < 35; load++) {
      const again = renderSession();
      expect(await screen.findByText(`signed in as ${tenant.email}`)).toBeInTheDocument();
      again.unmount();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes a kept token that is about to expire, and keeps the new one', async () => {
    document.cookie = 'trio_session=1; Path=/';
    storeSession({ accessToken: 'old', expiresAt: Date.now() + 30_000, user: sessionAnswer(tenant).user });
    const fetchMock = vi.fn(async (_url: string) => Response.json(sessionAnswer(tenant, 'new')));
    vi.stubGlobal('fetch', fetchMock);
    renderSession();
    expect(await screen.findByText(`signed in as ${tenant.email}`)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/trio/auth/refresh']);
    expect(readStoredSession(Date.now(), 0)?.accessToken).toBe('new');
  });

  it('forgets what was kept when the session cookie is gone (signed out elsewhere, expired)', async () => {
    storeSession({ accessToken: 'orphan', expiresAt: Date.now() + 600_000, user: sessionAnswer(tenant).user });
    vi.stubGlobal('fetch', vi.fn());
    renderSession();
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(localStorage.getItem(STORED_SESSION_KEY)).toBeNull();
  });

  it('signs this tab out when another tab signs out, and in when another signs in', async () => {
    document.cookie = 'trio_session=1; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string) => Response.json(sessionAnswer(tenant))),
    );
    renderSession();
    expect(await screen.findByText(`signed in as ${tenant.email}`)).toBeInTheDocument();
    act(() => {
      localStorage.removeItem(STORED_SESSION_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: STORED_SESSION_KEY, newValue: null }));
    });
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    act(() => {
      storeSession({ accessToken: 'other-tab', expiresAt: Date.now() + 600_000, user: sessionAnswer(tenant).user });
      window.dispatchEvent(new StorageEvent('storage', { key: STORED_SESSION_KEY, newValue: '{}' }));
    });
    expect(await screen.findByText(`signed in as ${tenant.email}`)).toBeInTheDocument();
  });
});
