import { useTranslation } from 'react-i18next';

/** A failed list load: what happened and a way to try again. */
export function LoadError({ messageKey, onRetry }: { messageKey: string; onRetry: () => void }) {
  const { t } = useTranslation(['directory', 'pages']);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{t(messageKey)}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-medium underline">
        {t('directory:retry')}
      </button>
    </div>
  );
}
