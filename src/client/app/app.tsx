import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { LanguageDirection, ProfileLanguageSync } from '../i18n/language-glue';

/** The server renders with `retry: false`: a failed query is left for the browser to ask again. */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}) {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false } },
  });
}

/** The providers every page sits in; `children` is the router (the browser's, or the server's). */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ProfileLanguageSync />
        <LanguageDirection>{children}</LanguageDirection>
      </AuthProvider>
    </QueryClientProvider>
  );
}
