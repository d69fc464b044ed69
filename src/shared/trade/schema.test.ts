import { describe, expect, it } from 'vitest';
import { quoteFormSchema, requirementFormSchema } from './schema';

const fieldMessage = (
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('quantity messages', () => {
  it('ask a supplier for their minimum order, and a buyer for the quantity they need', () => {
    expect(fieldMessage(quoteFormSchema.safeParse({ moq: '' }), 'moq')).toBe('trade:errors.moqRequired');
    expect(fieldMessage(requirementFormSchema.safeParse({ quantity: '' }), 'quantity')).toBe(
      'trade:errors.quantityRequired',
    );
  });
});
