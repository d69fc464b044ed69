import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/field';

/** A large view of one photo with Previous / Next (disabled at either end). */
export function PhotoStepper({ urls }: { urls: string[] }) {
  const { t } = useTranslation('products');
  const [index, setIndex] = useState(0);
  const at = Math.min(index, urls.length - 1);
  const url = urls[at];
  if (!url) return null;
  return (
    <div className="space-y-2">
      <img
        src={url}
        alt={t('add.photoAlt', { n: at + 1 })}
        className="mx-auto aspect-square w-full max-w-sm rounded-xl bg-slate-100 object-contain"
      />
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={at === 0}
          onClick={() => setIndex(at - 1)}
          aria-label={t('add.previousPhoto')}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        </button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('add.photoPosition', { current: at + 1, total: urls.length })}
        </p>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={at === urls.length - 1}
          onClick={() => setIndex(at + 1)}
          aria-label={t('add.nextPhoto')}
        >
          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
    </div>
  );
}
