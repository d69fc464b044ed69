import { describe, expect, it } from 'vitest';
import { checkLocale, type Problem } from './completeness';

const english = {
  common: {
    nav: { home: 'Home', signIn: 'Sign In' },
    brand: 'TradeSetu',
    retry: 'Try again in {{seconds}} seconds.',
    photos_one: '{{count}} photo',
    photos_other: '{{count}} photos',
    weight: '{{value}} kg',
    email: 'you@company.com',
  },
  auth: { title: 'Welcome <1>back</1>', menu: 'Menu' },
};

const hindi = {
  common: {
    nav: { home: 'होम', signIn: 'साइन इन करें' },
    brand: 'TradeSetu',
    retry: '{{seconds}} सेकंड बाद फिर कोशिश करें।',
    photos_one: '{{count}} फ़ोटो',
    photos_other: '{{count}} फ़ोटो',
    weight: '{{value}} kg',
    email: 'you@company.com',
  },
  auth: { title: '<1>फिर से</1> स्वागत है', menu: 'मेन्यू' },
};

const kinds = (problems: Problem[]) => problems.map((p) => `${p.kind} ${p.where}`).sort();

describe('checkLocale', () => {
  it('accepts a complete translation; brand, unit and e-mail texts may equal English', () => {
    expect(checkLocale(english, hindi, 'hi')).toEqual([]);
  });

  it('reports missing and extra namespaces and keys, and values that are not text', () => {
    const broken = {
      common: { ...hindi.common, nav: { home: 'होम', about: 'हमारे बारे में' }, weight: 5 },
      extra: { a: 'b' },
    };
    expect(kinds(checkLocale(english, broken, 'hi'))).toEqual([
      'extraKey common:nav.about',
      'extraNamespace extra',
      'missingKey common:nav.signIn',
      'missingNamespace auth',
      'notText common:weight',
    ]);
  });

  it('reports interpolation variables and markup that differ from English', () => {
    const broken = {
      common: { ...hindi.common, retry: '{{secs}} सेकंड बाद फिर कोशिश करें।' },
      auth: { ...hindi.auth, title: 'फिर से स्वागत है' },
    };
    const problems = checkLocale(english, broken, 'hi');
    expect(kinds(problems)).toEqual(['variables auth:title', 'variables common:retry']);
    expect(problems.find((p) => p.where === 'common:retry')?.detail).toBe(
      'expected [{{seconds}}], found [{{secs}}]',
    );
  });

  it('reports text left in English and empty text, unless the key is allow-listed', () => {
    const broken = {
      common: { ...hindi.common, nav: { home: 'Home', signIn: ' ' } },
      auth: { ...hindi.auth, menu: 'Menu' },
    };
    expect(kinds(checkLocale(english, broken, 'hi'))).toEqual([
      'empty common:nav.signIn',
      'untranslated auth:menu',
      'untranslated common:nav.home',
    ]);
    const allowed = new Set(['auth:menu', 'common:nav.home']);
    expect(kinds(checkLocale(english, broken, 'hi', allowed))).toEqual(['empty common:nav.signIn']);
  });

  it("expects each plural group in the language's own categories", () => {
    const arabic = {
      common: {
        photos_zero: 'لا صور',
        photos_one: 'صورة واحدة',
        photos_two: 'صورتان',
        photos_few: '{{count}} صور',
        photos_many: '{{count}} صورة',
        photos_other: '{{count}} صورة',
      },
    };
    const en = { common: { photos_one: '{{count}} photo', photos_other: '{{count}} photos' } };
    expect(checkLocale(en, arabic, 'ar')).toEqual([]);
    const chinese = { common: { photos_one: '{{count}} 张照片', photos_other: '{{count}} 张照片' } };
    expect(kinds(checkLocale(en, chinese, 'zh'))).toEqual(['extraKey common:photos_one']);
    const missingOther = { common: { photos_one: 'एक फ़ोटो' } };
    expect(kinds(checkLocale(en, missingOther, 'hi'))).toEqual(['missingKey common:photos_other']);
    const lostCount = { common: { photos_one: 'एक फ़ोटो', photos_other: 'कई फ़ोटो' } };
    expect(kinds(checkLocale(en, lostCount, 'hi'))).toEqual(['variables common:photos_other']);
  });
});
