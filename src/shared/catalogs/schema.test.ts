import { describe, expect, it } from 'vitest';
import { catalogForm } from '../../server/testing/catalogs';
import { templateIds, templates } from './constants';
import { count, money } from './fields';
import { catalogDetailsSchema } from './schema';

const messageOf = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message;

describe('number fields', () => {
  it('accept grouped rupees and plain decimals, and yield numbers', () => {
    expect(money('req').parse('1,00,000')).toBe(100000);
    expect(money('req').parse(' 12.50 ')).toBe(12.5);
    expect(count('req').parse('40')).toBe(40);
  });

  it('say what is wrong, one message per problem', () => {
    expect(messageOf(money('req'), '')).toBe('req');
    expect(messageOf(money('req'), '12abc')).toBe('common:errors.notNumber');
    expect(messageOf(money('req'), '0')).toBe('common:errors.positive');
    expect(messageOf(money('req'), '-3')).toBe('common:errors.positive');
    expect(messageOf(money('req'), '1.234')).toBe('common:errors.decimals2');
    expect(messageOf(count('req'), '2.5')).toBe('common:errors.wholeNumber');
    expect(messageOf(count('req'), '3000000000')).toBe('common:errors.tooBig');
  });
});

describe('catalogDetailsSchema', () => {
  it('keeps only the chosen template’s own fields, trimmed', () => {
    const out = catalogDetailsSchema.parse(
      catalogForm({ attributes: { ...catalogForm().attributes, fabricType: '  Silk ', stray: 'x' } }),
    );
    expect(out.attributes).toEqual({
      fabricType: 'Silk',
      gsm: '180',
      construction: 'Plain weave',
      yarnCount: '40s',
      careInstructions: 'Machine wash cold',
    });
  });

  it('requires every own field of every template', () => {
    for (const id of templateIds) {
      const result = catalogDetailsSchema.safeParse(catalogForm({ template: id, attributes: {} }));
      const paths = (result.error?.issues ?? []).map((i) => i.path.join('.'));
      expect(paths, id).toEqual(templates[id].attributes.map((a) => `attributes.${a.key}`));
    }
  });

  it('defaults the category to textiles', () => {
    const { category: _omit, ...rest } = catalogForm();
    expect(catalogDetailsSchema.parse(rest).category).toBe('textiles');
  });
});
