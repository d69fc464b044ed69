import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import catalog from '../i18n/locales/en/catalog.json';
import trade from '../i18n/locales/en/trade.json';
import { durationParts, durationText, reasonsPhrase, reasonText } from './phrases';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({ lng: 'en', resources: { en: { trade, catalog } }, interpolation: { escapeValue: false } }),
);
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);

describe('durationParts', () => {
  it('keeps minutes under an hour (at least one), hours under two days, then days', () => {
    expect(durationParts(0)).toEqual({ unit: 'minutes', count: 1 });
    expect(durationParts(59)).toEqual({ unit: 'minutes', count: 59 });
    expect(durationParts(60)).toEqual({ unit: 'hours', count: 1 });
    expect(durationParts(119)).toEqual({ unit: 'hours', count: 2 });
    expect(durationParts(47 * 60 + 59)).toEqual({ unit: 'hours', count: 48 });
    expect(durationParts(48 * 60)).toEqual({ unit: 'days', count: 2 });
    expect(durationParts(10 * 24 * 60 + 600)).toEqual({ unit: 'days', count: 10 });
  });

  it('reads in words', () => {
    expect(durationText(t, 1)).toBe('1 minute');
    expect(durationText(t, 125)).toBe('2 h');
    expect(durationText(t, 4320)).toBe('3 days');
  });
});

describe('match reasons', () => {
  it('join in one line, the reply time in hours', () => {
    expect(
      reasonsPhrase(t, [
        { code: 'sells', value: 'cotton poplin' },
        { code: 'state', value: 'Gujarat' },
        { code: 'replies', value: '120' },
      ]),
    ).toBe('sells cotton poplin, Gujarat, replies in 2 h');
  });

  it('name levels and categories by their labels', () => {
    expect(reasonText(t, { code: 'level', value: 'gold' })).toBe('Gold supplier');
    expect(reasonText(t, { code: 'category', value: 'textiles' })).toBe(
      `lists ${catalog.categories.textiles}`,
    );
    expect(reasonText(t, { code: 'replies', value: String(3 * 24 * 60) })).toBe('replies in 3 days');
  });
});
