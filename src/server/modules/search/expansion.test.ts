import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../shared/i18n/languages';
import { alternatives, glossaryForms, isLatinWord, maxAlternatives, normalizeTerm } from './expansion';
import { glossary } from './glossary';
import { queryWords } from './matching';

const expand = (q: string) => queryWords(q).map((w) => alternatives(w));

describe('the glossary', () => {
  it('names every entry in all interface languages, within the expansion bound', () => {
    for (const entry of glossary) {
      for (const lng of languageCodes) expect(entry[lng].length, `${entry.en[0]} ${lng}`).toBeGreaterThan(0);
      const forms = new Set(Object.values(entry).flat().map(normalizeTerm));
      expect(forms.size, entry.en[0]).toBeLessThan(maxAlternatives);
    }
  });
});

describe('alternatives', () => {
  it('expands a word in any language to its equivalents in the others', () => {
    const [hindi] = expand('कपास');
    expect(hindi?.[0]).toBe('कपास');
    expect(hindi).toEqual(
      expect.arrayContaining(['cotton', 'பருத்தி', 'قطن', 'baumwolle', '棉', 'algodón', 'coton', 'তুলা']),
    );
    for (const q of ['பருத்தி', 'قطن', 'Baumwolle', '棉', 'COTTON', 'ਕਪਾਹ'])
      expect(expand(q)[0], q).toEqual(expect.arrayContaining(['cotton', 'कपास']));
  });

  it('normalises before looking up: decomposed letters, case, accents, plurals, the Arabic article', () => {
    expect(expand('algodo\u0301n')[0]).toContain('cotton');
    expect(expand('ALGODON')[0]).toContain('cotton');
    expect(expand('Cottons')[0]).toContain('कपास');
    expect(expand('القطن')[0]).toContain('cotton');
    expect(expand('الكاجو')[0]).toContain('cashew');
    // Precomposed nukta letters (U+095B) are decomposed by normalisation, as the glossary's are.
    expect(expand('कमी\u095b')[0]).toContain('shirt');
  });

  it('matches Indian scripts as whole words only', () => {
    expect(glossaryForms('कपा')).toEqual([]);
    expect(glossaryForms('பருப்பு')).toEqual([]);
    expect(isLatinWord('பருத்தி')).toBe(false);
    expect(isLatinWord('algodón')).toBe(true);
  });

  it('leaves words the glossary does not know as they are', () => {
    expect(expand('zzqxvk romper')).toEqual([['zzqxvk'], ['romper']]);
  });

  it(`stays within ${maxAlternatives} alternatives, translations included`, () => {
    const extra = Array.from({ length: 50 }, (_, i) => `x${i}`);
    expect(alternatives('cotton', extra)).toHaveLength(maxAlternatives);
    expect(alternatives('romper', ['Rompers'])).toEqual(['romper', 'rompers']);
    for (const entry of glossary)
      for (const form of Object.values(entry).flat())
        expect(alternatives(normalizeTerm(form)).length).toBeLessThanOrEqual(maxAlternatives);
  });
});
