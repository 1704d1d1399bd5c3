import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { sessionAnswer } from '../../test/api-answers';
import { tenant, testQueryClient } from '../../test/render';
import { hasSessionHint, SessionProvider, useSession } from './session';

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
});
