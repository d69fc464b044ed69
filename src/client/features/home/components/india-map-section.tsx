import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenVisible } from '../../../components/ui/when-visible';
import { Section } from './section';

const IndiaMap = lazy(() => import('./india-map'));

export function IndiaMapSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="india-map" title={t('home:map.title')} subtitle={t('home:map.subtitle')}>
      {/* The map is 612 × 696; the box keeps that shape before it loads so nothing moves. */}
      <WhenVisible className="grid min-h-[30rem] items-start gap-8 md:grid-cols-[minmax(0,28rem)_1fr] md:justify-center">
        <IndiaMap />
      </WhenVisible>
    </Section>
  );
}
