import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldsOf, firstSectionWithError, flattenValues, nestedFormSchema, nestValues } from './form-data';

describe('nestValues and flattenValues', () => {
  it('turn field paths into the object they name and back', () => {
    const values = { title: 'Rugs', 'price.min': '1', 'price.max': '9', 'packaging.inner.type': 'Bag' };
    const nested = { title: 'Rugs', price: { min: '1', max: '9' }, packaging: { inner: { type: 'Bag' } } };
    expect(nestValues(values)).toEqual(nested);
    expect(flattenValues(nested)).toEqual(values);
  });

  it('leaves out what is not there and writes numbers as text', () => {
    expect(flattenValues({ a: undefined, b: null, c: 3, d: {} })).toEqual({ c: '3' });
  });

  it('never reaches Object.prototype', () => {
    nestValues({ '__proto__.polluted': 'yes', 'constructor.prototype.polluted': 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('nestedFormSchema', () => {
  const schema = nestedFormSchema(
    z.object({
      title: z.string().trim().min(3, 'titleMin'),
      price: z.object({ min: z.coerce.number('priceMin'), max: z.coerce.number('priceMax') }),
    }),
  );

  it('yields the object as typed and as parsed', () => {
    expect(schema.parse({ title: ' Rugs ', 'price.min': '1', 'price.max': '9' })).toEqual({
      input: { title: ' Rugs ', price: { min: '1', max: '9' } },
      output: { title: 'Rugs', price: { min: 1, max: 9 } },
    });
  });

  it("reports each problem under its field's name", () => {
    const result = schema.safeParse({ title: 'R', 'price.min': 'x' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['title'], 'titleMin'],
      [['price.min'], 'priceMin'],
      [['price.max'], 'priceMax'],
    ]);
  });
});

describe('firstSectionWithError', () => {
  const tabs = ['basic', 'specs', 'pricing'] as const;
  const tabOf = { title: 'basic', dimensions: 'specs', price: 'pricing' } as const;

  it('opens the first section in order that has a message, whatever the order of the messages', () => {
    expect(firstSectionWithError(tabs, tabOf, { 'price.max': 'x', 'dimensions.length': 'y' })).toBe('specs');
    expect(firstSectionWithError(tabs, tabOf, { images: 'not a field' })).toBeUndefined();
  });
});

describe('fieldsOf', () => {
  it('gives each field its name, the text it starts with and its message', () => {
    const { field, number } = fieldsOf({ values: { 'price.min': '12' }, errors: { 'price.min': 'Too low' } });
    expect(field('title')).toEqual({ name: 'title', defaultValue: undefined, error: undefined });
    expect(number('price.min')).toEqual({
      name: 'price.min',
      defaultValue: '12',
      error: 'Too low',
      inputMode: 'decimal',
      autoComplete: 'off',
    });
  });
});
