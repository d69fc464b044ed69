import { useTranslation } from 'react-i18next';

function initials(name: string) {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return (words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : name.slice(0, 2)).toUpperCase();
}

/** The supplier's logo, or their initials on a tinted square when they have none. */
export function SupplierLogo({
  name,
  logoUrl,
  size = 'md',
}: {
  name: string;
  logoUrl: string | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('directory');
  const box = size === 'lg' ? 'size-20 text-2xl' : 'size-12 text-base';
  if (logoUrl)
    return (
      <img
        src={logoUrl}
        alt={t('directory:card.logo', { name })}
        width={size === 'lg' ? 80 : 48}
        height={size === 'lg' ? 80 : 48}
        loading="lazy"
        decoding="async"
        className={`${box} shrink-0 rounded-lg border border-slate-200 object-contain`}
      />
    );
  return (
    <span
      aria-hidden
      className={`${box} flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-semibold text-brand-700`}
    >
      {initials(name)}
    </span>
  );
}
