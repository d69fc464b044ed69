import { DirectionProvider } from '@radix-ui/react-direction';
import i18next, { type i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isLanguage, languageOf } from '../../shared/i18n/languages';
import { useAuth } from '../features/auth/use-auth';
import { api } from '../lib/api';

/**
 * Components read a copy of i18next fixed to one language. A language change hands them a new
 * copy through React, so a part not yet hydrated is hydrated in the language the server drew it
 * in, and only then updated (the app's i18next itself changes at once, so it cannot be read).
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const fixed = (lng: string) => i18n.cloneInstance({ lng, initAsync: false });
  const [current, setCurrent] = useState(() => fixed(i18n.language));
  // biome-ignore lint/correctness/useExhaustiveDependencies: fixed() only reads i18n
  useEffect(() => {
    const change = (lng: string) => setCurrent(fixed(lng));
    i18n.on('languageChanged', change);
    return () => i18n.off('languageChanged', change);
  }, [i18n]);
  return <I18nextProvider i18n={current}>{children}</I18nextProvider>;
}

/** Radix menus, tabs and sliders read the direction from context, not from `<html dir>`. */
export function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DirectionProvider dir={languageOf(i18n.resolvedLanguage).dir}>{children}</DirectionProvider>;
}

/**
 * A signed-in person's language follows them to every device: the language saved in their
 * profile is applied once per sign-in (or change), and a choice made anywhere here is saved there.
 */
export function ProfileLanguageSync() {
  const { user, profile, refreshProfile } = useAuth();
  const saved = profile?.language ?? null;
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    const applied = `${user?.id}:${saved}`;
    if (!user || !saved || appliedFor.current === applied) return;
    appliedFor.current = applied;
    if (i18next.resolvedLanguage !== saved) void i18next.changeLanguage(saved);
  }, [user, saved]);

  const refresh = useRef(refreshProfile);
  refresh.current = refreshProfile;
  const signedIn = Boolean(user && profile);
  useEffect(() => {
    if (!signedIn) return;
    const save = () => {
      const lng = i18next.resolvedLanguage ?? '';
      if (!isLanguage(lng) || lng === saved) return;
      api('/account/language', { method: 'PUT', json: { language: lng } })
        .then(() => refresh.current())
        .catch((e: unknown) => console.warn('Could not save the language to the profile', e));
    };
    i18next.on('languageChanged', save);
    return () => i18next.off('languageChanged', save);
  }, [signedIn, saved]);

  return null;
}
