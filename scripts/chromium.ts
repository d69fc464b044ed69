import { existsSync } from 'node:fs';

/** Debian's Chromium and the flags every headless run here uses (e2e, bench, Lighthouse). */
export const chromiumPath = '/usr/bin/chromium';

/**
 * The e2e suite's browser: Debian's headless shell of the same Chromium build when installed (a
 * page opens in about 0.2 s instead of 0.6 s, the suite runs in about 60 % of the time;
 * docs/decisions/0022-e2e-browser.md), else the full browser.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';
export const e2eChromiumPath = existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
