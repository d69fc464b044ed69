import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, languages } from '../../shared/i18n/languages';

/** Each language is named in its own script; the detector keeps the choice in localStorage. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`flex items-center gap-1.5 ${className ?? ''}`}>
      <Languages className="size-4 text-slate-500" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? defaultLanguage}
        onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
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
