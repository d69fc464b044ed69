import { describe, expect, it } from 'vitest';
import { hsnChapters, hsnProblem, hsnSchema } from './hsn';

describe('HSN codes', () => {
  it('chapters are 01–97 without the reserved 77 (98 and 99 are not goods)', () => {
    expect(hsnChapters).toHaveLength(96);
    expect(hsnChapters[0]).toBe('01');
    expect(hsnChapters.at(-1)).toBe('97');
    expect(hsnChapters).not.toContain('77');
  });

  it('accepts 4, 6 or 8 digits in a chapter of goods', () => {
    for (const code of ['5208', '520811', '52081110', '0101', '9701']) expect(hsnProblem(code)).toBeNull();
  });

  it('names what is wrong', () => {
    for (const code of ['', '52A8', '520', '52081', '5208111', '520811101', '５２０８'])
      expect(hsnProblem(code)).toBe('hsnInvalid');
    for (const code of ['0010', '7701', '9801', '9954']) expect(hsnProblem(code)).toBe('hsnChapter');
  });

  it('the schema drops spaces and dots as people write them, and gives one message per problem', () => {
    expect(hsnSchema.parse(' 5208.11 ')).toBe('520811');
    const message = (v: unknown) => hsnSchema.safeParse(v).error?.issues[0]?.message;
    expect(message('')).toBe('orders:errors.hsnInvalid');
    expect(message(undefined)).toBe('orders:errors.hsnInvalid');
    expect(message('520')).toBe('orders:errors.hsnInvalid');
    expect(message('9954')).toBe('orders:errors.hsnChapter');
  });
});
