import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { type FormState, formAction } from './form-action';

const schema = z.object({
  email: z.string().trim().min(1, 'errors.required').pipe(z.email('errors.email')),
  count: z.coerce.number('errors.number').int('errors.number'),
});
const t = (key: string) => `«${key}»`;
const blank: FormState<never> = { values: {}, errors: {} };
const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('formAction', () => {
  it('checks the fields with the schema and keeps what was typed when it refuses', async () => {
    const submit = vi.fn(async () => 'sent');
    const onRefused = vi.fn();
    const state = await formAction(schema, submit, t, onRefused)(blank, form({ email: ' ', count: '1.5' }));
    expect(state).toEqual({
      values: { email: ' ', count: '1.5' },
      errors: { email: '«errors.required»', count: '«errors.number»' },
      message: '«errors.required»',
    });
    expect(submit).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(state);
  });

  it('submits the parsed values, leaves files out, and clears the form on success', async () => {
    const submit = vi.fn(async (values: z.output<typeof schema>) => values.count * 2);
    const onRefused = vi.fn();
    const data = form({ email: ' A@B.in ', count: '21', photo: new Blob(['x']) });
    const state = await formAction(schema, submit, t, onRefused)(blank, data);
    expect(submit).toHaveBeenCalledWith({ email: 'A@B.in', count: 21 });
    expect(state).toEqual({ values: {}, errors: {}, result: 42 });
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("shows the server's refusal: its field errors, message and code, with the error itself", async () => {
    const failure = new ApiError(409, 'taken', 'Already joined', { email: 'Used already' });
    const onRefused = vi.fn();
    const action = formAction(schema, () => Promise.reject(failure), t, onRefused);
    const state = await action(blank, form({ email: 'a@b.in', count: '1' }));
    expect(state).toEqual({
      values: { email: 'a@b.in', count: '1' },
      errors: { email: 'Used already' },
      message: 'Already joined',
      code: 'taken',
      failure,
    });
    expect(onRefused).toHaveBeenCalledWith(state);
  });

  it('shows any other failure by its message, or the unexpected-error text', async () => {
    const fields = form({ email: 'a@b.in', count: '1' });
    const offline = new TypeError('Failed to fetch');
    const state = await formAction(schema, () => Promise.reject(offline), t)(blank, fields);
    expect(state).toMatchObject({ errors: {}, message: 'Failed to fetch', failure: offline });
    const silent = await formAction(schema, () => Promise.reject(new Error('')), t)(blank, fields);
    expect(silent.message).toBe('«common:errors.unexpected»');
  });
});
