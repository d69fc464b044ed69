import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api';

/**
 * The server's refusal (the limit's wait in minutes, say) beside the button it concerns, never a
 * toast over it; a failure of ours (5xx, no network) only asks to try later.
 */
export function FormRefusal({ failure, message }: { failure: unknown; message?: string }) {
  const { t } = useTranslation('pages');
  if (failure === undefined) return null;
  return (
    <Notice tone="error">
      {failure instanceof ApiError && failure.status < 500 ? message : t('pages:errors.tryLater')}
    </Notice>
  );
}
