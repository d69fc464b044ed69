/**
 * Registers the service worker (src/client/sw.ts) once the page has loaded, so it takes nothing
 * from the first visit's own requests, and tells it the page's language for its offline page.
 * A page opened inside the app fetches no document for the worker to keep: it is named to the
 * worker, which keeps it too (where the browser has the Navigation API). Not during development:
 * Vite's dev server builds no worker.
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = async () => {
    await navigator.serviceWorker.register('/sw.js');
    const worker = (await navigator.serviceWorker.ready).active;
    worker?.postMessage({ language: document.documentElement.lang });
    const { navigation } = window as { navigation?: EventTarget };
    navigation?.addEventListener('currententrychange', () =>
      navigator.serviceWorker.controller?.postMessage({ page: location.href }),
    );
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
