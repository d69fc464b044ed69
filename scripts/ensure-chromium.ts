// The e2e suite drives Debian's Chromium. Install it when missing and we may (root on Debian);
// otherwise say how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as chromium } from './chromium';

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the e2e tests (apt-get install chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
