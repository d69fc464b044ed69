import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { AuthSync } from '../features/auth/use-auth';
import { LanguageDirection, LanguageProvider, ProfileLanguageSync } from '../i18n/language-glue';

/** The server renders with `retry: false`: a failed query is left for the browser to ask again. */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}) {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false } },
  });
}

/**
 * The providers every page sits in; `children` is the router (the browser's, or the server's).
 * `i18n` is the browser's one instance, or the server's instance for this request. Everything
 * sits in a Suspense boundary: React hydrates the root in one uninterrupted task but a boundary's
 * contents in short ones, so the page stays responsive while it is hydrated.
 */
export function App({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <LanguageProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthSync />
        <ProfileLanguageSync />
        <LanguageDirection>
          <Suspense>{children}</Suspense>
        </LanguageDirection>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
