import { describe, expect, it } from 'vitest';
import { searchLimits } from '../../../shared/search/constants';
import { queryWords } from './matching';

describe('queryWords', () => {
  it('lower-cases, splits on anything that is not a letter or digit, and drops repeats', () => {
    expect(queryWords("Cotton, COTTON & silk's 100%")).toEqual(['cotton', 'silk', 's', '100']);
    expect(queryWords('  ')).toEqual([]);
    expect(queryWords(undefined)).toEqual([]);
  });

  it('drops words naming a kind of business, unless nothing else is left', () => {
    expect(queryWords('textile suppliers in Surat')).toEqual(['textile', 'in', 'surat']);
    expect(queryWords('Wholesalers')).toEqual(['wholesalers']);
  });

  it('keeps Indian scripts whole, combining marks included', () => {
    expect(queryWords('हल्दी पाउडर')).toEqual(['हल्दी', 'पाउडर']);
  });

  it(`uses at most ${searchLimits.words} words`, () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(queryWords(many)).toHaveLength(searchLimits.words);
  });
});
