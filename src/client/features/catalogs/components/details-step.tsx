import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateId } from '../../../../shared/catalogs/constants';
import type { CatalogDetails, CatalogForm } from '../../../../shared/catalogs/schema';
import { buttonClass } from '../../../components/ui/field';
import { tabTriggerClass } from '../../../components/ui/tab-trigger';
import { firstSectionWithError } from '../../../lib/form-data';
import { BasicInfoPanel, PackagingPanel, PricingPanel, SpecificationsPanel } from './details-panels';
import { useDetailsAction } from './use-details-action';

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
  hsnCode: 'pricing',
  gstRate: 'pricing',
  priceIncludesGst: 'pricing',
  moq: 'pricing',
};
/** Every tab stays in the form (hidden when another is open), so the action gets all fields. */
const panelClass = 'pt-6 data-[state=inactive]:hidden';

/**
 * The Details step: four inner tabs with Next and Back, submitted by 'Preview Catalog'. A React
 * action over uncontrolled fields; the wizard keeps it mounted, so what was typed stays meanwhile.
 */
export function DetailsStep({
  start,
  template,
  refused,
  onBack,
  onAccepted,
  onEdited,
}: {
  start: CatalogForm;
  template: TemplateId;
  /** The fields a save was refused for, by path. */
  refused?: Record<string, string>;
  /** Back from the first tab: to the template chooser. */
  onBack: () => void;
  onAccepted: (form: CatalogForm, details: CatalogDetails) => void;
  /** A field changed (the form given): the preview needs 'Preview Catalog' again. */
  onEdited: (form: HTMLFormElement) => void;
}) {
  const { t } = useTranslation('catalog');
  const [tab, setTab] = useState<DetailsTab>('basic');
  const index = tabs.indexOf(tab);
  const [form, action] = useDetailsAction({
    start,
    refused,
    onAccepted,
    onRefused: (errors) => setTab((open) => firstSectionWithError(tabs, tabOf, errors) ?? open),
  });
  const back = () => (index === 0 ? onBack() : setTab(tabs[index - 1] as DetailsTab));

  return (
    <form noValidate action={action} onChange={(e) => onEdited(e.currentTarget)} className="space-y-6">
      <h2 className="text-xl font-semibold text-ink">{t('details.heading')}</h2>
      <input type="hidden" name="template" value={template} />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as DetailsTab)}>
        <Tabs.List className="flex flex-wrap gap-1 border-b border-slate-200">
          {tabs.map((name) => (
            <Tabs.Trigger key={name} value={name} className={tabTriggerClass}>
              {t(`details.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="basic" forceMount className={panelClass}>
          <BasicInfoPanel form={form} />
        </Tabs.Content>
        <Tabs.Content value="specifications" forceMount className={panelClass}>
          <SpecificationsPanel form={form} template={template} />
        </Tabs.Content>
        <Tabs.Content value="packaging" forceMount className={panelClass}>
          <PackagingPanel form={form} />
        </Tabs.Content>
        <Tabs.Content value="pricing" forceMount className={panelClass}>
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
