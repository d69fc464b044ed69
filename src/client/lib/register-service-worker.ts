/**
 * Registers the service worker (src/client/sw.ts) once the page has loaded, so it takes nothing
 * from the first visit's own requests, and tells it the page's language for its offline page.
 * Not during development: Vite's dev server builds no worker.
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = async () => {
    await navigator.serviceWorker.register('/sw.js');
    (await navigator.serviceWorker.ready).active?.postMessage({ language: document.documentElement.lang });
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
