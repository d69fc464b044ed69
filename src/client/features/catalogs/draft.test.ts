import { describe, expect, it } from 'vitest';
import { type Draft, draftMetaSchema, photosToWrite, restoredWizard } from './draft';

const photo = (id: string) => ({ id, name: `${id}.jpg`, blob: new Blob([id], { type: 'image/jpeg' }) });

const details = {
  title: 'Handloom bedsheets',
  description: 'Soft handloom cotton bedsheets',
  itemNumber: 'TX-1',
  category: 'textiles',
  template: 'basic',
  'price.min': '250',
  'price.max': '1000',
  hsnCode: '6304',
  gstRate: '500',
  moq: '100',
  material: 'Cotton',
  'dimensions.length': '275',
  'dimensions.width': '228',
  'dimensions.height': '2',
  'dimensions.unit': 'cm',
  'weight.value': '1.2',
  'weight.unit': 'kg',
  'packaging.inner.type': 'Poly bag',
  'packaging.inner.quantity': '1',
  'packaging.inner.dimensions': '40 x 30 x 5 cm',
  'packaging.outer.type': 'Carton',
  'packaging.outer.quantity': '20',
  'packaging.outer.dimensions': '60 x 40 x 50 cm',
  'packaging.container.twenty': '8000',
  'packaging.container.forty': '17000',
};

const draft = (over: Partial<Draft>): Draft => ({
  savedAt: 1,
  step: 'details',
  template: 'basic',
  values: {},
  photos: [photo('a')],
  ...over,
});

describe('restoredWizard', () => {
  it('reopens the step the user was on, with what they typed', () => {
    const restored = restoredWizard(draft({ values: { title: 'Rugs', 'price.min': '5' } }));
    expect(restored.step).toBe('details');
    expect(restored.form.title).toBe('Rugs');
    expect(restored.form.price).toEqual({ min: '5' });
    expect(restored.form.moq).toBe('');
    expect(restored.accepted).toBeNull();
  });

  it('reopens Preview only when the details pass the check again', () => {
    const ready = restoredWizard(draft({ step: 'preview', values: details }));
    expect(ready.step).toBe('preview');
    expect(ready.accepted?.details.title).toBe('Handloom bedsheets');
    const unfinished = restoredWizard(draft({ step: 'preview', values: { ...details, moq: '' } }));
    expect(unfinished.step).toBe('details');
    expect(unfinished.accepted).toBeNull();
  });

  it('falls back to a step the draft can open', () => {
    expect(restoredWizard(draft({ template: null })).step).toBe('template');
    expect(restoredWizard(draft({ step: 'edit', photos: [] })).step).toBe('upload');
  });
});

describe('photosToWrite', () => {
  it('writes new photos and new edits, not the bytes already stored', () => {
    const [a, b] = [photo('a'), photo('b')];
    const edited = { ...a, blob: new Blob(['edit']) };
    const written = new Map([[a.id, a.blob]]);
    expect(photosToWrite([a, b], written)).toEqual([b]);
    expect(photosToWrite([edited, b], written)).toEqual([edited, b]);
  });
});

describe('draftMetaSchema', () => {
  it('refuses a record the wizard cannot restore', () => {
    const meta = { savedAt: 1, step: 'details', template: 'basic', values: {}, photos: [] };
    expect(draftMetaSchema.safeParse(meta).success).toBe(true);
    expect(draftMetaSchema.safeParse({ ...meta, step: 'checkout' }).success).toBe(false);
    expect(draftMetaSchema.safeParse({ ...meta, template: 'gone' }).success).toBe(false);
    expect(draftMetaSchema.safeParse(undefined).success).toBe(false);
  });
});
