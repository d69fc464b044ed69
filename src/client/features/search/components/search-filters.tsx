import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categories } from '../../../../shared/catalogs/constants';
import { searchQuerySchema } from '../../../../shared/search/schema';
import { verificationLevels } from '../../../../shared/suppliers/constants';
import { buttonClass, inputClass } from '../../../components/ui/field';
import type { FilterValues } from '../use-search-url';

interface Props {
  values: FilterValues;
  activeCount: number;
  locations: { state: string; city: string }[];
  onApply: (values: FilterValues) => void;
  onClear: () => void;
}

function Select({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  anyLabel: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} className={inputClass}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Category, place, verification level, price range and MOQ; checked with the route's own schema. */
export function SearchFilters({ values, activeCount, locations, onApply, onClear }: Props) {
  const { t } = useTranslation(['search', 'directory', 'common']);
  const [form, setForm] = useState<FilterValues>(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (key: keyof FilterValues) => (v: string) => setForm((f) => ({ ...f, [key]: v }));
  const states = [...new Set(locations.map((l) => l.state))];
  const cities = [
    ...new Set(locations.filter((l) => !form.state || l.state === form.state).map((l) => l.city)),
  ].sort();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = searchQuerySchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    onApply(Object.fromEntries(Object.entries(form).filter(([, v]) => v?.trim())));
  }

  const amount = (key: 'priceMin' | 'priceMax' | 'moqMax') => {
    const errorId = `${panelId}-${key}-error`;
    return (
      <div className="space-y-1">
        <label htmlFor={`${panelId}-${key}`} className="block text-sm font-medium text-slate-700">
          {t(`search:filters.${key}`)}
        </label>
        <input
          id={`${panelId}-${key}`}
          inputMode={key === 'moqMax' ? 'numeric' : 'decimal'}
          value={form[key] ?? ''}
          onChange={(e) => set(key)(e.currentTarget.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? errorId : undefined}
          className={inputClass}
        />
        {errors[key] && (
          <p id={errorId} className="text-xs text-red-600">
            {errors[key]}
          </p>
        )}
      </div>
    );
  };

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
        onSubmit={submit}
        aria-label={t('search:filters.title')}
        className={clsx(
          'mt-3 space-y-4 rounded-xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block',
          !open && 'hidden',
        )}
      >
        <h2 className="hidden font-semibold text-ink lg:block">{t('search:filters.title')}</h2>
        <Select
          label={t('search:filters.category')}
          anyLabel={t('search:filters.anyCategory')}
          value={form.category ?? ''}
          onChange={set('category')}
          options={categories.map((c) => ({ value: c, label: t(`directory:categories.names.${c}`) }))}
        />
        <Select
          label={t('search:filters.state')}
          anyLabel={t('search:filters.anyState')}
          value={form.state ?? ''}
          onChange={(v) => setForm((f) => ({ ...f, state: v, city: '' }))}
          options={states.map((s) => ({ value: s, label: s }))}
        />
        <Select
          label={t('search:filters.city')}
          anyLabel={t('search:filters.anyCity')}
          value={form.city ?? ''}
          onChange={set('city')}
          options={cities.map((c) => ({ value: c, label: c }))}
        />
        <Select
          label={t('search:filters.level')}
          anyLabel={t('search:filters.anyLevel')}
          value={form.level ?? ''}
          onChange={set('level')}
          options={verificationLevels.map((l) => ({ value: l, label: t(`directory:badges.${l}`) }))}
        />
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
