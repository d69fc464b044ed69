import { ClipboardList, Handshake, PackageSearch, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Section } from './section';

const steps = [
  { id: 'join', icon: UserPlus },
  { id: 'profile', icon: ClipboardList },
  { id: 'list', icon: PackageSearch },
  { id: 'connect', icon: Handshake },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  const format = useFormat();
  return (
    <Section id="how-it-works" title={t('home:howItWorks.title')} subtitle={t('home:howItWorks.subtitle')}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ id, icon: Icon }, i) => (
          <li key={id} className="relative rounded-xl border border-slate-200 p-6 text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-600 text-white">
              <Icon aria-hidden className="size-7" />
            </span>
            <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-brand-700">
              {t('home:howItWorks.step', { n: format.number(i + 1) })}
            </p>
            <h3 className="mt-1 font-semibold text-ink">{t(`home:howItWorks.steps.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`home:howItWorks.steps.${id}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
