import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath } from '/work/main/scripts/chromium';
import { bin, cleanUp, startApp } from '/work/main/scripts/bench/app';
const run = promisify(execFile);
const app = await startApp({ client: true });
try {
  for (const page of process.argv.slice(2)) {
    const { stdout } = await run(bin('lighthouse'), [`${app.url}${page}`, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`], { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 << 20 });
    const name = page.replace(/\W/g, '_');
    writeFileSync(`/tmp/lh${name}.json`, stdout);
    const r = JSON.parse(stdout);
    console.log(page, r.categories.performance.score, ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index'].map(k=>`${k}=${r.audits[k].displayValue}`).join(' '));
  }
} finally { await cleanUp(); }
