import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { languageOf } from '../shared/i18n/languages';
import { App, createQueryClient } from './app/app';
import { AppRoutes, preloadScreen } from './app/router';
import { hydrateInTurns } from './components/ui/hydrate-in-turn';
import { holdLanguageChanges, initI18n } from './i18n/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A public screen arrives drawn by the server, in the language named on <html>, with the API
// answers it was drawn with (docs/decisions/0010-server-rendering.md).
const servedLanguage = document.documentElement.lang;
const served = document.getElementById('page-state');
const queryClient = createQueryClient();
if (served?.textContent) hydrate(queryClient, JSON.parse(served.textContent));

// Each start-up step in a task of its own (a phone answers taps between them): i18next, then the
// page's code (fetched while the shell's strings load; its strings, named in the HTML by the
// server, as soon as i18next is up).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const i18n = nextTask().then(initI18n);
const page = nextTask()
  .then(nextTask)
  .then(() => preloadScreen(window.location.pathname, i18n));
const tree = (
  <StrictMode>
    <App queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

/** Every part of the page answers input from now on (the e2e tests wait for it). */
const interactive = () => document.documentElement.setAttribute('data-interactive', '');

// Not awaited at the top level: the page's chunk imports this module, which must finish first.
void i18n.then(async (i18next) => {
  if (served && languageOf(i18next.resolvedLanguage).code === servedLanguage) {
    await page; // hydrating needs the page's component, not the Suspense fallback
    const hydrated = hydrateInTurns(() => hydrateRoot(root, tree));
    holdLanguageChanges(hydrated);
    void hydrated.then(interactive);
  } else {
    root.replaceChildren();
    createRoot(root).render(tree);
    interactive();
  }
});
