import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/app';
import { AppRoutes, loadScreen } from './app/router';
import { startI18n } from './i18n/i18n';
import { hydrateQueries, readPageState } from './lib/page-state';
import { registerServiceWorker } from './lib/register-service-worker';
import { BrowserRouter } from './lib/router';
import './styles.css';

// The page arrives with its strings and, for a public screen, drawn by the server with the API
// answers it used (docs/decisions/0011-react-19.md). React hydrates it part by part (Suspense
// boundaries), the part a person touches first.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const state = readPageState();
// The page's code (preloaded beside the shell's); a failure shows in the page's error boundary.
const page = loadScreen(window.location.pathname).catch(() => {});
const i18n = startI18n(state?.language ?? document.documentElement.lang, state?.strings);
const queryClient = createQueryClient();
if (state) hydrateQueries(queryClient, state);

const tree = (
  <StrictMode>
    <App queryClient={queryClient} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);
// Hydration starts with the page's code in: from then on a tap anywhere is answered (React
// hydrates the part tapped first), and none meets a part still waiting for its code.
if (state?.drawn) void page.then(() => hydrateRoot(root, tree));
else createRoot(root).render(tree);
registerServiceWorker();
