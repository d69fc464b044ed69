import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenVisible } from '../../../components/ui/when-visible';
import { Section } from './section';

const UseCaseCarousel = lazy(() => import('./use-case-carousel'));

export function UseCaseSection() {
  const { t } = useTranslation('home');
  return (
    <Section
      id="use-cases"
      title={t('home:useCases.title')}
      subtitle={t('home:useCases.subtitle')}
      className="bg-slate-50"
    >
      <p className="mb-6 text-center text-sm text-slate-500">{t('home:useCases.hypothetical')}</p>
      <WhenVisible className="min-h-[22rem]">
        <UseCaseCarousel />
      </WhenVisible>
    </Section>
  );
}
