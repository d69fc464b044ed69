import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TemplateId } from '../../../../shared/catalogs/constants';
import type { CatalogDetails, CatalogForm } from '../../../../shared/catalogs/schema';
import { buttonClass } from '../../../components/ui/field';
import { tabTriggerClass } from '../../../components/ui/tab-trigger';
import {
  BasicInfoPanel,
  type CatalogFormApi,
  PackagingPanel,
  PricingPanel,
  SpecificationsPanel,
} from './details-panels';

const tabs = ['basic', 'specifications', 'packaging', 'pricing'] as const;
type DetailsTab = (typeof tabs)[number];

/** Which tab holds each top-level field, to open the first tab with a problem. */
const tabOf: Record<keyof CatalogForm, DetailsTab> = {
  title: 'basic',
  description: 'basic',
  itemNumber: 'basic',
  category: 'basic',
  template: 'basic',
  material: 'specifications',
  dimensions: 'specifications',
  weight: 'specifications',
  attributes: 'specifications',
  packaging: 'packaging',
  price: 'pricing',
  moq: 'pricing',
};

/** The Details step: four inner tabs with Next and Back, submitted by 'Create Catalog'. */
export function DetailsStep({
  form,
  template,
  onBack,
  onValid,
}: {
  form: CatalogFormApi;
  template: TemplateId;
  /** Back from the first tab: to the template chooser. */
  onBack: () => void;
  onValid: (details: CatalogDetails) => void;
}) {
  const { t } = useTranslation('catalog');
  const [tab, setTab] = useState<DetailsTab>('basic');
  const index = tabs.indexOf(tab);

  const onInvalid = (errors: FieldErrors<CatalogForm>) => {
    const first = tabs.find((name) =>
      Object.keys(errors).some((k) => tabOf[k as keyof CatalogForm] === name),
    );
    if (first) setTab(first);
  };
  const back = () => (index === 0 ? onBack() : setTab(tabs[index - 1] as DetailsTab));

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-6">
      <h2 className="text-xl font-semibold text-ink">{t('details.heading')}</h2>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as DetailsTab)}>
        <Tabs.List className="flex flex-wrap gap-1 border-b border-slate-200">
          {tabs.map((name) => (
            <Tabs.Trigger key={name} value={name} className={tabTriggerClass}>
              {t(`details.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="basic" className="pt-6">
          <BasicInfoPanel form={form} />
        </Tabs.Content>
        <Tabs.Content value="specifications" className="pt-6">
          <SpecificationsPanel form={form} template={template} />
        </Tabs.Content>
        <Tabs.Content value="packaging" className="pt-6">
          <PackagingPanel form={form} />
        </Tabs.Content>
        <Tabs.Content value="pricing" className="pt-6">
          <PricingPanel form={form} />
        </Tabs.Content>
      </Tabs.Root>
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass.secondary} onClick={back}>
          {t('details.back')}
        </button>
        {tab === 'pricing' ? (
          // Distinct keys: reusing one element would let the click on Next submit once it turns into this.
          <button key="submit" type="submit" className={buttonClass.primary}>
            {t('details.submit')}
          </button>
        ) : (
          <button
            key="next"
            type="button"
            className={buttonClass.primary}
            onClick={() => setTab(tabs[index + 1] as DetailsTab)}
          >
            {t('details.next')}
          </button>
        )}
      </div>
    </form>
  );
}
