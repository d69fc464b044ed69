// The suite drives Debian programs: Chromium and its headless shell (e2e) and Apertium APy with the English–Spanish pair
// (translation tests). Install what is missing when we may (root on Debian); otherwise say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath } from './chromium';

const needed = [
  { pkg: 'chromium', file: chromiumPath },
  { pkg: 'chromium-headless-shell', file: headlessShellPath },
  { pkg: 'apertium-apy', file: '/usr/bin/apertium-apy' },
  { pkg: 'apertium-eng-spa', file: '/usr/share/apertium/modes/eng-spa.mode' },
];
const missing = needed.filter((n) => !existsSync(n.file)).map((n) => n.pkg);
if (missing.length) {
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    console.error(`The tests need Debian packages that are missing. Install them with: sudo ${install}`);
    process.exit(1);
  }
  console.log(`Installing what the tests drive: ${install}`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${install} -qq`, { stdio: 'inherit' });
}
