import { describe, expect, it } from 'vitest';
import { termOf } from './service';

const m = (category: string, title: string, distance: number) => ({ category, title, distance });

describe('termOf', () => {
  it('is null without matches', () => {
    expect(termOf([])).toBeNull();
  });

  it('takes the category the close best matches share', () => {
    expect(
      termOf([
        m('textiles', 'Cotton sheets', 0.1),
        m('textiles', 'Silk saree', 0.12),
        m('furniture', 'Chair', 0.15),
      ]),
    ).toEqual({
      category: 'textiles',
    });
    expect(termOf([m('electronics', 'Speaker', 0.2)])).toEqual({ category: 'electronics' });
  });

  it('never lets distant matches outvote a much closer one', () => {
    expect(
      termOf([m('electronics', 'Speaker', 0.05), m('textiles', 'Sheet', 0.35), m('textiles', 'Towel', 0.36)]),
    ).toEqual({
      category: 'electronics',
    });
  });

  it('falls back to the best title when the close matches disagree', () => {
    expect(termOf([m('textiles', 'Cotton sheets', 0.1), m('furniture', 'Teak chair', 0.11)])).toEqual({
      title: 'Cotton sheets',
    });
  });
});
