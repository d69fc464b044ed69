import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, EyeOff, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass } from '../../../components/ui/field';
import { useFormat } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useDeleteItem } from '../api';

export interface InventoryItem {
  id: string;
  title: string;
  itemNumber?: string;
  category: string;
  price: { min: number; max: number };
  moq: number;
  thumbUrl: string | null;
  imageCount: number;
  /** Hidden by the moderators after a report: only its owner sees it. */
  hidden?: boolean;
}

/** One catalog or product of the supplier's list, with its actions. */
export function InventoryCard({ item, kind }: { item: InventoryItem; kind: 'catalog' | 'product' }) {
  const { t } = useTranslation(['products', 'catalog']);
  const format = useFormat();
  const remove = useDeleteItem(kind);

  async function confirmDelete() {
    try {
      await remove.mutateAsync(item.id);
      toast.success(t(kind === 'catalog' ? 'delete.catalogDone' : 'delete.productDone'));
    } catch (err) {
      toast.error(t('delete.failed', { message: err instanceof Error ? err.message : String(err) }));
    }
  }

  return (
    <article
      aria-label={item.title}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {item.thumbUrl ? (
        <img
          src={item.thumbUrl}
          alt=""
          loading="lazy"
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-slate-400">
          <ImageOff aria-hidden className="size-8" />
          <span className="sr-only">{t('list.noPhoto')}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
          {t(`catalog:categories.${item.category}`)}
        </p>
        <h3 className="font-semibold text-ink">{item.title}</h3>
        {item.hidden && (
          <p className="flex items-center gap-1 text-sm font-medium text-red-700">
            <EyeOff aria-hidden className="size-4" />
            {t('list.hidden')}
          </p>
        )}
        {item.itemNumber && (
          <p className="text-xs text-slate-500">{t('list.itemNumber', { value: item.itemNumber })}</p>
        )}
        <p className="text-sm font-medium text-ink">{format.priceRange(item.price.min, item.price.max)}</p>
        <p className="text-sm text-slate-600">
          {t('list.moq', { count: item.moq, value: format.number(item.moq) })} ·{' '}
          {t('list.photos', { count: item.imageCount })}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          <Link to={routes.listing(kind, item.id)} className={buttonClass.secondary}>
            <ExternalLink aria-hidden className="size-4" />
            {t('list.open')}
          </Link>
          <Link
            to={kind === 'catalog' ? routes.catalogEdit(item.id) : routes.productEdit(item.id)}
            className={buttonClass.secondary}
          >
            <Pencil aria-hidden className="size-4" />
            {t('list.edit')}
          </Link>
          <Dialog.Root>
            <Dialog.Trigger className={buttonClass.secondary}>
              <Trash2 aria-hidden className="size-4" />
              {t('list.delete')}
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
              <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
                <Dialog.Title className="text-lg font-semibold text-ink">
                  {t(kind === 'catalog' ? 'delete.catalogTitle' : 'delete.productTitle')}
                </Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-slate-600">
                  {t('delete.description', { title: item.title })}
                </Dialog.Description>
                <div className="mt-6 flex justify-end gap-3">
                  <Dialog.Close className={buttonClass.secondary}>{t('delete.cancel')}</Dialog.Close>
                  <Dialog.Close
                    className={buttonClass.danger}
                    onClick={confirmDelete}
                    disabled={remove.isPending}
                  >
                    {t('delete.confirm')}
                  </Dialog.Close>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </article>
  );
}
