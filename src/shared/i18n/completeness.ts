/**
 * Compares one language's locale files with English: same namespaces, same keys (plural keys per
 * the language's own plural categories), same {{variables}}, $t() references and <tags>, and no
 * text left in English. Pure, so it is tested on in-memory examples; the files are read by
 * scripts/i18n/read-locales.ts.
 */
import { universalTerms } from './same-as-english';

/** Namespace name → the parsed JSON of that file. */
export type LocaleFiles = Record<string, unknown>;

export type ProblemKind =
  | 'missingNamespace'
  | 'extraNamespace'
  | 'missingKey'
  | 'extraKey'
  | 'notText'
  | 'empty'
  | 'variables'
  | 'untranslated';

export interface Problem {
  lng: string;
  kind: ProblemKind;
  /** 'ns' or 'ns:dotted.key' */
  where: string;
  detail?: string;
}

const pluralSuffix = /_(?:ordinal_)?(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function pluralCategories(lng: string, ordinal: boolean): string[] {
  return new Intl.PluralRules(lng, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions()
    .pluralCategories;
}

/** The keys a language must have: English's, with each plural group in the language's categories. */
function expectedKeys(english: Map<string, unknown>, lng: string): Map<string, string> {
  const expected = new Map<string, string>(); // target key → the English key it is checked against
  for (const key of english.keys()) {
    const m = pluralSuffix.exec(key);
    if (!m) {
      expected.set(key, key);
      continue;
    }
    const ordinal = key.includes('_ordinal_');
    const base = key.slice(0, m.index) + (ordinal ? '_ordinal' : '');
    const categories = pluralCategories(lng, ordinal);
    // i18next uses `_zero` for a count of 0 in any language when the key exists.
    if (english.has(`${base}_zero`)) categories.push('zero');
    for (const c of categories) {
      const enKey = english.has(`${base}_${c}`) ? `${base}_${c}` : `${base}_other`;
      expected.set(`${base}_${c}`, enKey);
    }
  }
  return expected;
}

/** {{name}} / {{name, format}}, $t(key) and <tag> tokens, sorted, to compare as multisets. */
function placeholders(text: string, ignoreCount: boolean): string[] {
  const found = [
    ...[...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...text.matchAll(/\$t\(([^)]+)\)/g)].map((m) => `$t(${m[1]})`),
    ...[...text.matchAll(/<\/?[a-z0-9]+\s*\/?>/gi)].map((m) => m[0].replace(/\s+/g, '')),
  ];
  return found.filter((p) => !(ignoreCount && p === '{{count}}')).sort();
}

/** True when the text has no words except brand, unit and format names, addresses and links. */
function isUniversal(text: string): boolean {
  const words = text
    .replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|\S+@\S+\.\S+|https?:\/\/\S+/g, ' ')
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);
  return words.every((w) => universalTerms.has(w));
}

export function checkLocale(
  english: LocaleFiles,
  target: LocaleFiles,
  lng: string,
  allowedSame: ReadonlySet<string> = new Set(),
): Problem[] {
  const problems: Problem[] = [];
  const add = (kind: ProblemKind, where: string, detail?: string) =>
    problems.push({ lng, kind, where, ...(detail === undefined ? {} : { detail }) });

  for (const ns of Object.keys(target)) if (!(ns in english)) add('extraNamespace', ns);
  for (const [ns, enJson] of Object.entries(english)) {
    if (!(ns in target)) {
      add('missingNamespace', ns);
      continue;
    }
    const en = flatten(enJson, '', new Map());
    const tr = flatten(target[ns], '', new Map());
    const expected = expectedKeys(en, lng);
    for (const key of tr.keys()) if (!expected.has(key)) add('extraKey', `${ns}:${key}`);
    for (const [key, enKey] of expected) {
      const where = `${ns}:${key}`;
      if (!tr.has(key)) {
        add('missingKey', where);
        continue;
      }
      const value = tr.get(key);
      const enValue = String(en.get(enKey));
      if (typeof value !== 'string') {
        add('notText', where);
        continue;
      }
      if (value.trim() === '') {
        add('empty', where);
        continue;
      }
      const plural = pluralSuffix.exec(key)?.[1];
      const ignoreCount = plural !== undefined && plural !== 'other';
      const want = placeholders(enValue, ignoreCount).join(' ');
      const got = placeholders(value, ignoreCount).join(' ');
      if (want !== got) add('variables', where, `expected [${want}], found [${got}]`);
      if (value === enValue && !isUniversal(value) && !allowedSame.has(where)) {
        add('untranslated', where, value);
      }
    }
  }
  return problems;
}

export function describeProblem(p: Problem): string {
  return `${p.lng} ${p.kind} ${p.where}${p.detail ? ` — ${p.detail}` : ''}`;
}
