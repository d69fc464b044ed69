import i18next from 'i18next';
import { Languages } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, languages } from '../../shared/i18n/languages';

/**
 * Each language is named in its own script; the choice is kept in a cookie (and the profile).
 * Changes go to the app's i18next (`i18next`), whose language LanguageProvider passes on to the
 * components.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const current = i18n.resolvedLanguage ?? defaultLanguage;
  // A language picked before the page was hydrated is only in the DOM (React does not replay
  // the change event): apply it once hydrated, so a choice made at first paint is not lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state found at hydration matters
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== current) void i18next.changeLanguage(chosen);
  }, []);
  return (
    <div className={`flex items-center gap-1.5 ${className ?? ''}`}>
      <Languages className="size-4 text-slate-500" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        ref={select}
        id={id}
        value={current}
        onChange={(e) => void i18next.changeLanguage(e.currentTarget.value)}
        className="rounded-md border border-slate-300 bg-white py-1.5 ps-2 pe-7 text-sm text-slate-700 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
