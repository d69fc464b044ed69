// Lists what a language still lacks compared with English, for translators and before flipping a
// language to `ready` in src/shared/i18n/languages.ts.
//   npx tsx scripts/i18n-check.ts          every language folder
//   npx tsx scripts/i18n-check.ts ta ar    only these
import { checkLocale, describeProblem } from '../src/shared/i18n/completeness';
import { allLanguages } from '../src/shared/i18n/languages';
import { sameAsEnglish } from '../src/shared/i18n/same-as-english';
import { localeFolders, readLocale } from './i18n/read-locales';

const english = readLocale('en');
const asked = process.argv.slice(2);
const codes = asked.length ? asked : localeFolders().filter((l) => l !== 'en');
let failed = false;
for (const lng of codes) {
  const language = allLanguages.find((l) => l.code === lng);
  const problems = checkLocale(english, readLocale(lng), lng, new Set(sameAsEnglish[lng] ?? []));
  const state = language ? (language.ready ? 'ready' : 'not ready') : 'UNKNOWN LANGUAGE CODE';
  console.log(`${lng} (${state}): ${problems.length ? `${problems.length} problems` : 'complete'}`);
  for (const p of problems) console.log(`  ${describeProblem(p)}`);
  if (problems.length || !language) failed = true;
}
process.exit(failed ? 1 : 0);
