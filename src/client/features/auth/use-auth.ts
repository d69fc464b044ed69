import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSupplierRole, sessionRecheckMs } from '../../../shared/auth/constants';
import type { Me } from '../../../shared/auth/schema';
import { api } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { authApi } from './api';

const signedOut: Me = { user: null, session: null, profile: null };

/**
 * The session and the profile together (GET /api/account/me): read at start, every 30 s, when the
 * tab regains focus, and when another tab signs in or out (AuthSync). Never drawn by the server:
 * a page shows the signed-out/loading state until the browser knows who it is.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: () => api<Me>('/account/me'),
    staleTime: 0,
    refetchInterval: sessionRecheckMs,
    refetchOnWindowFocus: true,
  });

const channelName = 'tradesetu-auth';
type AuthEvent = 'signed-in' | 'signed-out' | 'updated';
const announce = (event: AuthEvent) => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(event);
  channel.close();
};

/**
 * Who is signed in (`loading` until the first answer, and while the asking part is hydrated: the
 * server drew it signed out), and the actions that change it.
 */
export function useAuth() {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const hydrated = useHydrated();
  const { user, session, profile } = (hydrated && me.data) || signedOut;
  const refresh = () => queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
  return {
    user,
    session,
    profile,
    loading: !hydrated || me.isPending,
    isSupplier: isSupplierRole(profile?.role),
    async signIn(email: string, password: string) {
      await authApi.signIn({ email, password });
      await queryClient.fetchQuery(meQuery());
      announce('signed-in');
    },
    async signOut() {
      await authApi.signOut();
      queryClient.setQueryData(meQuery().queryKey, signedOut);
      announce('signed-out');
    },
    async refreshProfile() {
      await refresh();
      announce('updated');
    },
  };
}

/** Another tab signed in or out, or changed the profile: read the session again. */
export function AuthSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = (e: MessageEvent<AuthEvent>) => {
      if (e.data === 'signed-out') queryClient.setQueryData(meQuery().queryKey, signedOut);
      void queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
    };
    return () => channel.close();
  }, [queryClient]);
  return null;
}
