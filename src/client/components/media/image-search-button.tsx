import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Camera } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { maxImageBytes } from '../../../shared/media/constants';
import { routes } from '../../../shared/routes';
import { toast } from '../../lib/toast';
import { imageSearchKey, searchByImage } from './image-search-api';

/**
 * The home search's image button: pick a photo, see what it was taken for, land on the catalogs
 * that look most like it. `children` replaces the default camera icon (label stays accessible).
 */
export function ImageSearchButton({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation('media');
  const input = useRef<HTMLInputElement>(null);
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

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          void onPicked(file);
        }}
      />
      <button
        type="button"
        aria-label={children ? undefined : t('imageSearch.button')}
        title={t('imageSearch.button')}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => input.current?.click()}
        className={clsx(
          'inline-flex items-center justify-center rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700 disabled:animate-pulse',
          className,
        )}
      >
        {children ?? <Camera aria-hidden className="size-5" />}
      </button>
    </>
  );
}
