import { glossary } from './glossary';

/**
 * Most forms one query word stands for (itself included); the largest glossary entry stays
 * below it (glossary.test.ts), so the cut only bounds words that hit several entries.
 */
export const maxAlternatives = 40;

/** One normal form for query words and glossary forms: NFKC (composed) and lower case. */
export const normalizeTerm = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * Trigram typo tolerance suits Latin-script words only: in Indian and Arabic scripts vowel
 * signs split words into short pieces, so unrelated words score as close ('பருத்தி' cotton
 * and 'பருப்பு' lentils reach the threshold). Other scripts match whole words.
 */
export const isLatinWord = (word: string) => /^[\p{Script=Latin}\p{N}]+$/u.test(word);

const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** The keys a word is looked up under, most exact first. */
function lookupKeys(word: string): string[] {
  if (isLatinWord(word)) {
    const bare = withoutAccents(word);
    // 'algodon' finds 'algodón', 'cottons' finds 'cotton'.
    return [word, bare, ...(bare.endsWith('s') ? [bare.slice(0, -1)] : [])];
  }
  // An Arabic word with its article ('القطن') finds the bare form.
  return /^ال\p{Script=Arabic}{2,}$/u.test(word) ? [word, word.slice(2)] : [word];
}

/** Each single-word form (and its accent-free spelling) → the forms of every entry that has it. */
const index = new Map<string, string[]>();
for (const entry of glossary) {
  const forms = [...new Set(Object.values(entry).flat().map(normalizeTerm))];
  for (const form of forms) {
    if (/\s/.test(form)) continue;
    for (const key of new Set([form, withoutAccents(form)])) {
      const known = index.get(key);
      index.set(key, known ? [...new Set([...known, ...forms])] : forms);
    }
  }
}

/** The glossary's forms for a normalised word, or none when no entry names it. */
export function glossaryForms(word: string): string[] {
  for (const key of lookupKeys(word)) {
    const forms = index.get(key);
    if (forms) return forms;
  }
  return [];
}

/**
 * What one normalised query word is matched as: itself, then its glossary equivalents in every
 * language, then `extra` (e.g. a machine translation), at most `maxAlternatives` in all.
 */
export function alternatives(word: string, extra: readonly string[] = []): string[] {
  const all = [word, ...glossaryForms(word), ...extra.map(normalizeTerm)];
  return [...new Set(all)].slice(0, maxAlternatives);
}
