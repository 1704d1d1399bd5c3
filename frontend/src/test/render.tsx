import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PropertyActions } from '../app/property-actions';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { StaticSessionProvider, type Session } from '../lib/auth/session';
import type { SessionUser } from '../lib/auth/types';
import { LoginDialogProvider } from '../lib/login-dialog-context';

export const tenant: SessionUser = {
  _id: '665f1c2b9d3e4a0012345678',
  uid: 'u-tenant',
  email: 'asha.rao@example.in',
  displayName: 'Asha Rao',
  firstName: 'Asha',
  lastName: 'Rao',
  role: 'tenant',
  isEmailUser: true,
  language: null,
};

/** A session for tests: signed out by default, or signed in as `user`. Sign-in calls are vi.fn()s. */
export function testSession(user: SessionUser | null = null, overrides: Partial<Session> = {}): Session {
  return {
    ready: true,
    userLoggedIn: user !== null,
    currentUser: user,
    userRole: user?.role ?? null,
    isEmailUser: user?.isEmailUser ?? false,
    login: vi.fn(),
    register: vi.fn(),
    loginWithGoogle: vi.fn(),
    logout: vi.fn(async () => undefined),
    reload: vi.fn(async () => undefined),
    ...overrides,
  };
}

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  session?: Session;
  /** The starting location, e.g. '/search?q=Pune' or { pathname, state }. */
  at?: string | { pathname: string; search?: string; state?: unknown };
  /** Extra routes beside the one under test (e.g. a '/' stub to observe redirects). */
  routes?: RouteObject[];
  path?: string;
  queryClient?: QueryClient;
}

/** Renders `element` at `path` inside the app's providers and a memory router. */
export function renderRoute(element: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter([{ path: options.path ?? '/', element }, ...(options.routes ?? [])], {
    initialEntries: [options.at ?? options.path ?? '/'],
  });
  const view = render(
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <StaticSessionProvider value={options.session ?? testSession()}>
          <LoginDialogProvider>
            <PropertyActions>
              <RouterProvider router={router} />
            </PropertyActions>
          </LoginDialogProvider>
        </StaticSessionProvider>
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders `element` with the product's text (English) around it, for a component tested outside a page. */
export function renderWithText(element: ReactElement) {
  return render(<LanguageProvider>{element}</LanguageProvider>);
}
