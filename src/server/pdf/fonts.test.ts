import { describe, expect, it } from 'vitest';
import { fontRuns } from './fonts';

const runs = (text: string) => fontRuns(text).map((r) => [r.text, r.font.familyName]);

describe('fontRuns', () => {
  it('gives each script its Noto face, keeping a word with its signs and joiners in one run', () => {
    expect(runs('क्षत्रिय।')).toEqual([['क्षत्रिय।', 'Noto Sans Devanagari']]);
    expect(runs('राजेश 12 Textiles')).toEqual([
      ['राजेश', 'Noto Sans Devanagari'],
      [' 12 Textiles', 'Noto Sans'],
    ]);
    // The Indic faces have ₹ too; Noto Sans has it in its latin-ext file, the digits in its latin one.
    expect(runs('க்ஷ₹5')).toEqual([
      ['க்ஷ₹', 'Noto Sans Tamil'],
      ['5', 'Noto Sans'],
    ]);
    expect(runs('₹5')).toEqual([
      ['₹', 'Noto Sans'],
      ['5', 'Noto Sans'],
    ]);
    expect(runs('فاتورة').map(([, f]) => f)).toEqual(['Noto Sans Arabic']);
    // Chinese comes in slices of characters, one file each.
    expect(new Set(runs('税务发票').map(([, f]) => f))).toEqual(new Set(['Noto Sans SC']));
    const words = runs('ਪੰਜਾਬ ગુજરાત বাংলা తెలుగు ಕನ್ನಡ മലയാളം').filter(([text]) => text !== ' ');
    expect(words.map(([, f]) => f)).toEqual([
      'Noto Sans Gurmukhi',
      'Noto Sans Gujarati',
      'Noto Sans Bengali',
      'Noto Sans Telugu',
      'Noto Sans Kannada',
      'Noto Sans Malayalam',
    ]);
  });

  it('loads a face once per process and weight', () => {
    const [regular] = fontRuns('a');
    expect(fontRuns('b')[0]?.font).toBe(regular?.font);
    expect(fontRuns('a', 700)[0]?.font).not.toBe(regular?.font);
    expect(fontRuns('a', 700)[0]?.font.postscriptName).toBe('NotoSans-Bold');
  });
});
