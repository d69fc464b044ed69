import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { responseRateSteps } from '../../../../shared/suppliers/constants';
import { buttonClass } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/form-controls';
import { useFormat } from '../../../lib/format';
import { useSupplierFacets } from '../api';
import { type SupplierFilters as Filters, filterKeys } from '../use-supplier-search';

interface Props {
  filters: Filters;
  onApply: (filters: Filters) => void;
  onClose: () => void;
  /** The Filter button, focused again when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** The filter dialog: state, category and minimum response rate (fetched when first opened). */
export default function SupplierFilterDialog({ filters, onApply, onClose, opener }: Props) {
  const { t } = useTranslation('directory');
  const format = useFormat();
  const facets = useSupplierFacets();
  const field = (key: keyof Filters, label: string, options: [string, string][]) => (
    <SelectField
      name={key}
      label={label}
      placeholder={t('directory:suppliers.filters.any')}
      options={options}
      defaultValue={filters[key] ?? ''}
    />
  );
  const asOptions = (values: string[] = []): [string, string][] => values.map((v) => [v, v]);
  const apply = (next: Filters) => {
    onApply(next);
    onClose();
  };
  const chosen = (data: FormData) =>
    apply(Object.fromEntries(filterKeys.map((k) => [k, String(data.get(k) ?? '') || undefined])));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-ink">
              {t('directory:suppliers.filters.title')}
            </Dialog.Title>
            <Dialog.Close
              className="rounded p-1 text-slate-500 hover:bg-slate-100"
              aria-label={t('directory:suppliers.filters.close')}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('directory:suppliers.subtitle')}</Dialog.Description>
          <form action={chosen} className="mt-4 space-y-4">
            {field('state', t('directory:suppliers.filters.state'), asOptions(facets.data?.states))}
            {field('category', t('directory:suppliers.filters.category'), asOptions(facets.data?.categories))}
            {field(
              'minResponseRate',
              t('directory:suppliers.filters.minResponseRate'),
              responseRateSteps.map((r) => [
                String(r),
                t('directory:suppliers.filters.atLeast', { rate: format.number(r) }),
              ]),
            )}
            <div className="flex justify-end gap-2 pt-2">
              <button type="button" onClick={() => chosen(new FormData())} className={buttonClass.secondary}>
                {t('directory:suppliers.filters.clear')}
              </button>
              <button type="submit" className={buttonClass.primary}>
                {t('directory:suppliers.filters.apply')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
