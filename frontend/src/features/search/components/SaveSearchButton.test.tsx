import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_SEARCH_LIMIT_MESSAGE, type SavedSearch } from '@trio/contracts/http/properties';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { StaticSessionProvider } from '../../../lib/auth/session';
import { LoginDialogProvider, useLoginDialog } from '../../../lib/login-dialog-context';
import { renderWithText, tenant, testQueryClient, testSession } from '../../../test/render';
import type { SearchFilters } from '../types';
import { criteriaOf, SaveSearchButton, SEARCH_SAVED_MESSAGE } from './SaveSearchButton';

function jsonResponse(body: unknown, status = 200, type = 'application/json') {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

function savedAnswer(body: { name: string; frequency: 'instant' | 'daily'; criteria: object }): SavedSearch {
  return {
    id: '6b00000000000000000000e1',
    paused: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    recentMatches: [],
    ...body,
  };
}

function stubApi(answer: (body: Record<string, unknown>) => Response) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      expect([init.method, new URL(input, 'http://localhost').pathname]).toEqual(['POST', '/trio/saved-searches']);
      posted.push(body);
      return answer(body);
    }),
  );
  return posted;
}

/** The login dialog as a test stands it in: "Sign in" signs the visitor in and closes it. */
function LoginStandIn({ onSignIn }: { onSignIn: () => void }) {
  const { isOpen, close } = useLoginDialog();
  if (!isOpen) return null;
  return (
    <button
      type="button"
      onClick={() => {
        onSignIn();
        close();
      }}
    >
      Sign in (login dialog)
    </button>
  );
}

function Harness({ signedIn, filters }: { signedIn: boolean; filters: SearchFilters }) {
  const [user, setUser] = useState(signedIn ? tenant : null);
  const [client] = useState(testQueryClient);
  return (
    <QueryClientProvider client={client}>
      <StaticSessionProvider value={testSession(user)}>
        <LoginDialogProvider>
          <LoginStandIn onSignIn={() => setUser(tenant)} />
          <MemoryRouter>
            <SaveSearchButton query="Koramangala, Bengaluru" filters={filters} />
          </MemoryRouter>
        </LoginDialogProvider>
      </StaticSessionProvider>
    </QueryClientProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

const filters: SearchFilters = {
  place: 'locality:bengaluru:koramangala',
  maxRent: 40_000,
  bedrooms: 2,
  sort: 'rent_asc',
};

describe('SaveSearchButton', () => {
  it('saves the search as the page runs it, named after the place, with the chosen frequency', async () => {
    const posted = stubApi((body) => jsonResponse(savedAnswer(body as never), 201));
    const user = userEvent.setup();
    renderWithText(<Harness signedIn filters={filters} />);

    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Koramangala, Bengaluru');
    await user.click(within(dialog).getByRole('radio', { name: /daily digest/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SEARCH_SAVED_MESSAGE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([
      {
        name: 'Koramangala, Bengaluru',
        frequency: 'daily',
        criteria: {
          query: 'Koramangala, Bengaluru',
          placeId: 'locality:bengaluru:koramangala',
          maxRent: 40_000,
          bedrooms: 2,
          sort: 'rent_asc',
        },
      },
    ]);
  });

  it('asks a visitor to sign in first, then opens the dialog', async () => {
    const posted = stubApi((body) => jsonResponse(savedAnswer(body as never), 201));
    const user = userEvent.setup();
    renderWithText(<Harness signedIn={false} filters={{}} />);

    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in (login dialog)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ frequency: 'instant', criteria: { query: 'Koramangala, Bengaluru' } });
  });

  it('shows the limit in the words of the answer', async () => {
    stubApi(() =>
      jsonResponse(
        {
          type: 'https://trio.rentals/problems/saved-search-limit',
          title: 'You can keep up to 20 saved searches',
          status: 409,
          code: 'SAVED_SEARCH_LIMIT',
          detail: SAVED_SEARCH_LIMIT_MESSAGE,
        },
        409,
        'application/problem+json',
      ),
    );
    const user = userEvent.setup();
    renderWithText(<Harness signedIn filters={{}} />);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAVED_SEARCH_LIMIT_MESSAGE);
  });

  it('takes every filter of the page and never its page number', () => {
    expect(criteriaOf('Pune', { minRent: 10_000, type: 'house', page: 3 })).toEqual({
      query: 'Pune',
      minRent: 10_000,
      type: 'house',
    });
  });
});
