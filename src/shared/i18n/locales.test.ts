import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localeFolders, readLocale } from '../../../scripts/i18n/read-locales';
import { checkLocale, describeProblem } from './completeness';
import { allLanguages, languages } from './languages';
import { sameAsEnglish } from './same-as-english';

// Every language offered to users must be complete; see docs/decisions/0003-languages.md.

const english = readLocale('en');

describe('locale files', () => {
  it('English has the common namespace', () => {
    expect(Object.keys(english)).toContain('common');
  });

  it('every locale folder belongs to a planned language', () => {
    const codes = allLanguages.map((l) => l.code) as string[];
    expect(localeFolders().filter((f) => !codes.includes(f))).toEqual([]);
  });

  it.each(languages.filter((l) => l.code !== 'en').map((l) => l.code))(
    '%s matches English: namespaces, keys, variables, nothing left untranslated',
    (lng) => {
      const problems = checkLocale(english, readLocale(lng), lng, new Set(sameAsEnglish[lng] ?? []));
      expect(problems.map(describeProblem)).toEqual([]);
    },
  );
});

describe('the check on files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (lng: string, ns: string, json: unknown) => {
    mkdirSync(join(dir, lng), { recursive: true });
    writeFileSync(join(dir, lng, `${ns}.json`), JSON.stringify(json));
  };

  it('fails for a deliberately broken locale', () => {
    write('en', 'common', { a: 'Hello {{name}}', b: 'Sign In' });
    write('en', 'auth', { c: 'Password' });
    write('ta', 'common', { a: 'வணக்கம் {{nom}}', b: 'Sign In', d: 'கூடுதல்' });
    const problems = checkLocale(readLocale('en', dir), readLocale('ta', dir), 'ta');
    expect(problems.map((p) => `${p.kind} ${p.where}`).sort()).toEqual([
      'extraKey common:d',
      'missingNamespace auth',
      'untranslated common:b',
      'variables common:a',
    ]);
  });

  it('names the file that is not valid JSON', () => {
    mkdirSync(join(dir, 'bad'), { recursive: true });
    writeFileSync(join(dir, 'bad', 'common.json'), '{ "a": ');
    expect(() => readLocale('bad', dir)).toThrow(/bad[\\/]common\.json/);
  });
});
