import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Camera } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxImageBytes } from '../../../shared/media/constants';
import { routes } from '../../../shared/routes';
import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/toast';
import { imageSearchKey, searchByImage } from './image-search-api';

/**
 * The home search's image button: pick a photo, see what it was taken for, land on the catalogs
 * that look most like it. `children` replaces the default camera icon (label stays accessible).
 */
export function ImageSearchButton({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation('media');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function onPicked(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t('imageSearch.invalidTypeTitle'), {
        description: t('imageSearch.invalidTypeDescription'),
      });
      return;
    }
    if (file.size > maxImageBytes) {
      toast.error(t('imageSearch.failedTitle'), { description: t('errors.tooLarge') });
      return;
    }
    setBusy(true);
    toast(t('imageSearch.uploadedTitle'), { description: t('imageSearch.uploadedDescription') });
    try {
      const { signature, ...result } = await searchByImage(file);
      queryClient.setQueryData(imageSearchKey(signature), result);
      toast.success(t('imageSearch.completeTitle'), {
        description: result.term
          ? t('imageSearch.identified', { term: result.term })
          : t('imageSearch.noMatch'),
      });
      navigate(routes.imageSearch(signature));
    } catch (err) {
      toast.error(t('imageSearch.failedTitle'), {
        description: err instanceof Error ? err.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  // The file input itself, transparent over the icon, not a button: it opens the file picker
  // natively from the first paint on, by pointer and keyboard alike.
  return (
    <label
      title={t('imageSearch.button')}
      aria-busy={busy || undefined}
      className={clsx(
        'relative inline-flex cursor-pointer items-center justify-center rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700 has-focus-visible:ring-2 has-focus-visible:ring-brand-500 aria-busy:animate-pulse',
        className,
      )}
    >
      <input
        type="file"
        accept="image/*"
        className="absolute inset-0 size-full cursor-pointer opacity-0"
        aria-label={children ? undefined : t('imageSearch.button')}
        disabled={busy}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          void onPicked(file);
        }}
      />
      {children ?? <Camera aria-hidden className="size-5" />}
    </label>
  );
}
