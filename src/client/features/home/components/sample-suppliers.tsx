import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { WhenVisible } from '../../../components/ui/when-visible';
import { Link } from '../../../lib/router';
import { Section } from './section';

const SampleSupplierGrid = lazy(() => import('./sample-supplier-grid'));

export function SampleSuppliers() {
  const { t } = useTranslation('home');
  return (
    <Section id="sample-suppliers" title={t('home:suppliers.title')} subtitle={t('home:suppliers.subtitle')}>
      <p className="mb-6 text-center text-sm text-slate-500">{t('home:suppliers.note')}</p>
      <WhenVisible className="min-h-[55rem] sm:min-h-[36rem] lg:min-h-[12rem]">
        <SampleSupplierGrid />
      </WhenVisible>
      <p className="mt-8 text-center">
        <Link
          to={routes.suppliers()}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('home:suppliers.viewAll')}
        </Link>
      </p>
    </Section>
  );
}
