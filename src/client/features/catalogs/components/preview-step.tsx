import { clsx } from 'clsx';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CatalogDetails } from '../../../../shared/catalogs/schema';
import { routes } from '../../../../shared/routes';
import { whatsappShareAction } from '../../../components/share/share-buttons';
import { buttonClass } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { CatalogView } from './catalog-view';
import { useSaveProgress } from './use-save-progress';

/** The Preview step: the catalog as buyers will see it, Edit Details, Cancel and Save Catalog. */
export function PreviewStep({
  details,
  images,
  onEdit,
  onCancel,
  save,
  onSaved,
  onFailed,
}: {
  details: CatalogDetails;
  images: string[];
  onEdit: () => void;
  onCancel: () => void;
  save: () => Promise<{ id: string }>;
  onSaved: () => void;
  /** The user's work stays as it is; this may point them at what the server refused. */
  onFailed: (err: unknown) => void;
}) {
  const { t } = useTranslation('catalog');
  const { state, progress, run } = useSaveProgress();
  const busy = state !== 'idle';

  async function handleSave() {
    try {
      await run(save, ({ id }) => {
        toast.success(t('toasts.saved'), {
          action: whatsappShareAction(t('share:whatsapp'), details.title, routes.catalogDetail(id)),
          duration: 10_000,
        });
        onSaved();
      });
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : t('errors.saveFailed');
      toast.error(t('toasts.saveError', { message }));
      onFailed(err);
    }
  }

  return (
    <section aria-labelledby="preview-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-heading" className="text-xl font-semibold text-ink">
          {t('preview.heading')}
        </h2>
        <button type="button" className={buttonClass.secondary} onClick={onEdit} disabled={busy}>
          <Pencil aria-hidden className="size-4" />
          {t('preview.edit')}
        </button>
      </div>
      <CatalogView catalog={details} images={images} />
      {state !== 'idle' && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t('preview.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-600 transition-[width] duration-300"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="text-sm text-slate-600">{t('preview.saving', { percent: progress })}</p>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass.secondary} onClick={onCancel} disabled={busy}>
          {t('preview.cancel')}
        </button>
        <button type="button" className={clsx(buttonClass.primary)} onClick={handleSave} disabled={busy}>
          {t('preview.save')}
        </button>
      </div>
    </section>
  );
}
