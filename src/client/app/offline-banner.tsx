import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * "You are offline", while the browser is. The server and hydration see it online (the server
 * snapshot), so the page's HTML always matches; React shows the banner right after hydrating.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p role="status" className="bg-ink px-4 py-2 text-center text-sm text-white">
      {t('common:offline.banner')}
    </p>
  );
}
