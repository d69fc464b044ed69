import { BadgeCheck, Check, Languages, MapPinned, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whyChooseId } from './hero';
import { Section } from './section';

const reasons = [
  { id: 'verified', icon: BadgeCheck },
  { id: 'language', icon: Languages },
  { id: 'matching', icon: Sparkles },
  { id: 'reach', icon: MapPinned },
] as const;
const visionPoints = ['fees', 'languages', 'growth'] as const;

export function WhyChoose() {
  const { t } = useTranslation('home');
  return (
    <Section
      id={whyChooseId}
      title={t('home:whyChoose.title')}
      subtitle={t('home:whyChoose.subtitle')}
      className="bg-slate-50"
    >
      <div className="grid gap-8 lg:grid-cols-5">
        <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-3">
          {reasons.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden className="size-8 text-brand-600" />
              <h3 className="mt-3 font-semibold text-ink">{t(`home:whyChoose.reasons.${id}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`home:whyChoose.reasons.${id}.text`)}</p>
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="vision-title"
          className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-700 p-8 text-white lg:col-span-2"
        >
          <h3 id="vision-title" className="text-2xl font-bold">
            {t('home:whyChoose.vision.title')}
          </h3>
          <p className="mt-4 text-brand-50">{t('home:whyChoose.vision.text')}</p>
          <ul className="mt-6 space-y-3">
            {visionPoints.map((id) => (
              <li key={id} className="flex items-start gap-2">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0" />
                <span>{t(`home:whyChoose.vision.points.${id}`)}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Section>
  );
}
