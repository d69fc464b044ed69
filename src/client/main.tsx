import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app';
import { AppRoutes, loadScreen } from './app/router';
import { startI18n } from './i18n/i18n';
import { hydrateQueries, readPageState } from './lib/page-state';
import './styles.css';

// The page arrives with its strings and, for a public screen, drawn by the server with the API
// answers it used (docs/decisions/0011-react-19.md). React hydrates it part by part (Suspense
// boundaries), the part a person touches first.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const state = readPageState();
void loadScreen(window.location.pathname); // the page's code, fetched beside the shell's
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
if (state?.drawn) hydrateRoot(root, tree);
else createRoot(root).render(tree);
