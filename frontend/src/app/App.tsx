import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { useAccountLanguage } from '../lib/account-language';
import { SessionProvider, useSession } from '../lib/auth/session';
import { LoginDialogProvider } from '../lib/login-dialog-context';
import { PropertyActions } from './property-actions';
import { createAppRouter } from './router';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

function Routes() {
  const { ready } = useSession();
  useAccountLanguage();
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient));
  // The spec: nothing renders until the first authentication state is known.
  if (!ready) return null;
  return <RouterProvider router={router} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LoginDialogProvider>
            <PropertyActions>
              <Routes />
            </PropertyActions>
          </LoginDialogProvider>
        </SessionProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
