import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';

/** A read that failed: what happened and 'Try again' (in the 'trust' namespace only). */
export function RetryNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('trust');
  return (
    <Notice tone="error">
      <p>{message}</p>
      <button type="button" className="font-medium underline" onClick={onRetry}>
        {t('trust:page.retry')}
      </button>
    </Notice>
  );
}
