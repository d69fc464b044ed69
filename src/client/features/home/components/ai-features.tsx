import { BarChart3, BrainCircuit, IndianRupee, Languages, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

const features = [
  { id: 'matching', icon: BrainCircuit },
  { id: 'translation', icon: Languages },
  { id: 'trust', icon: ShieldCheck },
  { id: 'analytics', icon: BarChart3 },
  { id: 'price', icon: IndianRupee },
  { id: 'fraud', icon: ShieldAlert },
] as const;

export function AiFeatures() {
  const { t } = useTranslation('home');
  return (
    <Section
      id="ai-features"
      title={t('home:ai.title')}
      subtitle={t('home:ai.subtitle')}
      className="bg-slate-50"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ id, icon: Icon }) => (
          <li key={id} className="rounded-xl border border-slate-200 bg-white p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 font-semibold text-ink">{t(`home:ai.items.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`home:ai.items.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
