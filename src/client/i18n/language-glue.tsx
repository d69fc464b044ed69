import { DirectionProvider } from '@radix-ui/react-direction';
import i18next from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageOf } from '../../shared/i18n/languages';
import { useAuth } from '../features/auth/auth-context';
import { api } from '../lib/api';

/** Radix menus, tabs and sliders read the direction from context, not from `<html dir>`. */
export function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DirectionProvider dir={languageOf(i18n.resolvedLanguage).dir}>{children}</DirectionProvider>;
}

/**
 * Saves a signed-in person's language choice (from the switcher or anywhere else) in their
 * profile, so it follows them to other devices; the AuthProvider applies it at sign-in.
 */
export function ProfileLanguageSync() {
  const { user, profile, refreshProfile } = useAuth();
  const saved = profile?.language ?? null;
  const signedIn = !!user && !!profile;

  useEffect(() => {
    if (!signedIn) return;
    const save = (lng: string) => {
      if (!isLanguage(lng) || lng === saved) return;
      api('/account/language', { method: 'PUT', json: { language: lng } })
        .then(refreshProfile)
        .catch((e: unknown) => console.warn('Could not save the language to the profile', e));
    };
    const onChange = () => save(i18next.resolvedLanguage ?? '');
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, [signedIn, saved, refreshProfile]);

  return null;
}
