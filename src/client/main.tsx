import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { initI18n } from './i18n/i18n';
import './styles.css';

// The page's code is fetched while the shell's strings load, its own strings (named in the HTML
// by the server) as soon as i18next is up: the page follows the shell's first paint closely.
const i18n = initI18n();
void preloadScreen(window.location.pathname, i18n);
await i18n;
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
