import i18next from 'i18next';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { isSupplierRole, sessionRecheckMs } from '../../../shared/auth/constants';
import type { Me, Profile } from '../../../shared/auth/schema';
import { api } from '../../lib/api';
import { authApi } from './api';

export interface AuthState {
  user: Me['user'];
  session: Me['session'];
  profile: Profile | null;
  loading: boolean;
}

export interface AuthContextValue extends AuthState {
  isSupplier: boolean;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  refreshProfile(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const channelName = 'tradesetu-auth';
type AuthEvent = 'signed-in' | 'signed-out' | 'updated';

/**
 * Reads the session and the profile together (GET /api/account/me): at start, after every
 * sign-in/out, every 30 s, when the tab regains focus, and when another tab signs in or out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, session: null, profile: null, loading: true });
  const channel = useRef<BroadcastChannel | null>(null);
  const appliedLanguageFor = useRef<string | null>(null);

  const load = useCallback(async () => {
    try {
      const me = await api<Me>('/account/me');
      setState((prev) => {
        const next = { ...me, loading: false };
        return JSON.stringify(prev) === JSON.stringify(next) ? prev : next;
      });
      // The saved language follows the person to every device, once per sign-in or change.
      const language = me.profile?.language;
      const applied = `${me.user?.id}:${language}`;
      if (language && appliedLanguageFor.current !== applied) {
        appliedLanguageFor.current = applied;
        if (i18next.resolvedLanguage !== language) await i18next.changeLanguage(language);
      }
    } catch (e) {
      console.warn('Error fetching profile', e);
      setState((prev) => (prev.loading ? { ...prev, loading: false } : prev));
    }
  }, []);

  const announce = useCallback((event: AuthEvent) => channel.current?.postMessage(event), []);

  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), sessionRecheckMs);
    const onFocus = () => void load();
    const onVisible = () => document.visibilityState === 'visible' && void load();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    if (typeof BroadcastChannel !== 'undefined') {
      channel.current = new BroadcastChannel(channelName);
      channel.current.onmessage = (e: MessageEvent<AuthEvent>) => {
        if (e.data === 'signed-out') setState({ user: null, session: null, profile: null, loading: false });
        void load();
      };
    }
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      channel.current?.close();
      channel.current = null;
    };
  }, [load]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await authApi.signIn({ email, password });
      await load();
      announce('signed-in');
    },
    [load, announce],
  );

  const signOut = useCallback(async () => {
    await authApi.signOut();
    setState({ user: null, session: null, profile: null, loading: false });
    announce('signed-out');
  }, [announce]);

  const refreshProfile = useCallback(async () => {
    await load();
    announce('updated');
  }, [load, announce]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, isSupplier: isSupplierRole(state.profile?.role), signIn, signOut, refreshProfile }),
    [state, signIn, signOut, refreshProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
