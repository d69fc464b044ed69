import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';

/** A read that failed (not a 404): what happened and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('inbox');
  return (
    <Notice tone="error">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="font-medium underline">
        {t('list.retry')}
      </button>
    </Notice>
  );
}
