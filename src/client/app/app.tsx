import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { LanguageDirection, ProfileLanguageSync } from '../i18n/language-glue';
import { AppRoutes } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ProfileLanguageSync />
        <LanguageDirection>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LanguageDirection>
      </AuthProvider>
    </QueryClientProvider>
  );
}
