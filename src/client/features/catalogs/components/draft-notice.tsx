import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useFormat } from '../../../lib/format';
import type { DraftStatus } from './use-catalog-draft';

/** Above the wizard: the draft it was restored from (with Discard), and whether this one is kept. */
export function DraftNotice({
  restoredAt,
  status,
  onDiscard,
}: {
  restoredAt: number | null;
  status: DraftStatus;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  return (
    <div className="mb-4 space-y-2">
      {restoredAt !== null && (
        <Notice tone="info">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              {t('draft.restored', {
                time: format.date(restoredAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </p>
            <button type="button" className={buttonClass.secondary} onClick={onDiscard}>
              {t('draft.discard')}
            </button>
          </div>
        </Notice>
      )}
      {status !== 'idle' && <p className="text-end text-xs text-slate-500">{t(`draft.${status}`)}</p>}
    </div>
  );
}
