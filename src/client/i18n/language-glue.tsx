import { DirectionProvider } from '@radix-ui/react-direction';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageOf } from '../../shared/i18n/languages';
import { useAuth } from '../features/auth/use-auth';
import { api } from '../lib/api';

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
  const { i18n } = useTranslation();
  const { user, profile, refreshProfile } = useAuth();
  const saved = profile?.language ?? null;
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    const applied = `${user?.id}:${saved}`;
    if (!user || !saved || appliedFor.current === applied) return;
    appliedFor.current = applied;
    if (i18n.resolvedLanguage !== saved) void i18n.changeLanguage(saved);
  }, [user, saved, i18n]);

  const refresh = useRef(refreshProfile);
  refresh.current = refreshProfile;
  const signedIn = Boolean(user && profile);
  useEffect(() => {
    if (!signedIn) return;
    const save = () => {
      const lng = i18n.resolvedLanguage ?? '';
      if (!isLanguage(lng) || lng === saved) return;
      api('/account/language', { method: 'PUT', json: { language: lng } })
        .then(() => refresh.current())
        .catch((e: unknown) => console.warn('Could not save the language to the profile', e));
    };
    i18n.on('languageChanged', save);
    return () => i18n.off('languageChanged', save);
  }, [signedIn, saved, i18n]);

  return null;
}
