import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categories } from '../../../../shared/catalogs/constants';
import { searchFilterKeys } from '../../../../shared/search/constants';
import { verificationLevels } from '../../../../shared/suppliers/constants';
import { buttonClass, Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/form-controls';
import { useFormAction } from '../../../lib/form-action';
import type { FilterValues } from '../use-search-url';

interface Props {
  values: FilterValues;
  activeCount: number;
  locations: { state: string; city: string }[];
  onApply: (values: FilterValues) => void;
  onClear: () => void;
}

const asOptions = (list: string[]): [string, string][] => list.map((v) => [v, v]);

/**
 * Category, place, verification level, price range and MOQ, checked with the route's own schema.
 * A React action with uncontrolled fields: filters applied before the page is hydrated still apply.
 */
export function SearchFilters({ values, activeCount, locations, onApply, onClear }: Props) {
  const { t } = useTranslation(['search', 'directory', 'common']);
  const [state, action] = useFormAction(
    () => import('../../../../shared/search/schema').then((m) => m.searchQuerySchema),
    async (parsed) =>
      onApply(Object.fromEntries(searchFilterKeys.map((key) => [key, parsed[key]?.toString()]))),
  );
  // What the fields show: the URL's filters, or what was typed when the check refused it.
  const shown: FilterValues = { ...values, ...state.values };
  const [place, setPlace] = useState(shown.state ?? '');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const states = [...new Set(locations.map((l) => l.state))];
  const cities = [...new Set(locations.filter((l) => !place || l.state === place).map((l) => l.city))].sort();

  const select = (key: 'category' | 'state' | 'level', options: [string, string][], any: string) => (
    <SelectField
      name={key}
      label={t(`search:filters.${key}`)}
      placeholder={t(`search:filters.${any}`)}
      options={options}
      defaultValue={shown[key] ?? ''}
      onChange={key === 'state' ? (e) => setPlace(e.currentTarget.value) : undefined}
    />
  );
  const amount = (key: 'priceMin' | 'priceMax' | 'moqMax') => (
    <Field
      name={key}
      label={t(`search:filters.${key}`)}
      inputMode={key === 'moqMax' ? 'numeric' : 'decimal'}
      defaultValue={shown[key]}
      error={state.errors[key]}
    />
  );

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={clsx(buttonClass.secondary, 'w-full lg:hidden')}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {t('search:filters.toggle')}
        {activeCount > 0 && ` · ${t('search:filters.active', { count: activeCount })}`}
      </button>
      <form
        id={panelId}
        action={action}
        noValidate
        aria-label={t('search:filters.title')}
        className={clsx(
          'mt-3 space-y-4 rounded-xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block',
          !open && 'hidden',
        )}
      >
        <h2 className="hidden font-semibold text-ink lg:block">{t('search:filters.title')}</h2>
        {select(
          'category',
          categories.map((c) => [c, t(`directory:categories.names.${c}`)]),
          'anyCategory',
        )}
        {select('state', asOptions(states), 'anyState')}
        <SelectField
          // A new state starts the city afresh.
          key={place}
          name="city"
          label={t('search:filters.city')}
          placeholder={t('search:filters.anyCity')}
          options={asOptions(cities)}
          defaultValue={place === (shown.state ?? '') ? (shown.city ?? '') : ''}
        />
        {select(
          'level',
          verificationLevels.map((l) => [l, t(`directory:badges.${l}`)]),
          'anyLevel',
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{t('search:filters.price')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {amount('priceMin')}
            {amount('priceMax')}
          </div>
        </fieldset>
        {amount('moqMax')}
        <div className="flex flex-col gap-2">
          <button type="submit" className={buttonClass.primary}>
            {t('search:filters.apply')}
          </button>
          {activeCount > 0 && (
            <button type="button" onClick={onClear} className={buttonClass.secondary}>
              {t('search:filters.clear')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
