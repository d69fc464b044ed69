import { describe, expect, it, vi } from 'vitest';
import { gstClaimSchema, rcmcClaimSchema, type VerificationStatus } from '../../../../shared/trust/schema';
import { type FormState, formAction } from '../../../lib/form-action';
import { documentField } from './document-choice';
import { levelProgress } from './level-ladder';

const t = (key: string) => `«${key}»`;
const blank: FormState<never> = { values: {}, errors: {} };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const pdf = new File(['%PDF-1.4'], 'gst.pdf', { type: 'application/pdf' });

describe('the GST form', () => {
  const gstForm = (file: File | null, submit = vi.fn(async () => 'sent')) =>
    formAction(gstClaimSchema('Maharashtra').extend({ document: documentField(() => file) }), submit, t);

  it('names the wrong part of a GSTIN and the missing certificate together, sending nothing', async () => {
    const submit = vi.fn(async () => 'sent');
    const state = await gstForm(null, submit)(blank, form({ gstin: '27AAPFU0939F1ZW', iec: '' }));
    expect(state.errors).toEqual({
      gstin: '«trust:errors.gstinCheck»',
      document: '«trust:errors.documentRequired»',
    });
    expect(state.values.gstin).toBe('27AAPFU0939F1ZW');
    expect(submit).not.toHaveBeenCalled();
  });

  it("checks the state code against the business's state", async () => {
    const state = await gstForm(pdf)(blank, form({ gstin: '29AAPFU0939F1ZV' }));
    expect(state.errors.gstin).toBe('«trust:errors.gstinStateMismatch»');
  });

  it('refuses a certificate of another type or over 10 MB', async () => {
    const text = new File(['hello'], 'gst.txt', { type: 'text/plain' });
    expect((await gstForm(text)(blank, form({ gstin: '27AAPFU0939F1ZV' }))).errors.document).toBe(
      '«trust:errors.documentType»',
    );
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'gst.pdf', { type: 'application/pdf' });
    expect((await gstForm(huge)(blank, form({ gstin: '27AAPFU0939F1ZV' }))).errors.document).toBe(
      '«trust:errors.documentTooLarge»',
    );
  });

  it('sends the normalized GSTIN, no IEC, and the file', async () => {
    const submit = vi.fn(async () => 'sent');
    const state = await gstForm(pdf, submit)(blank, form({ gstin: ' 27aapfu0939f1zv ', iec: '' }));
    expect(state.errors).toEqual({});
    expect(submit).toHaveBeenCalledWith({ gstin: '27AAPFU0939F1ZV', iec: null, document: pdf });
  });
});

describe('the RCMC form', () => {
  it('asks for the council, a number and an expiry date', async () => {
    const submit = vi.fn(async () => 'sent');
    const schema = rcmcClaimSchema.extend({ document: documentField(() => pdf) });
    const state = await formAction(
      schema,
      submit,
      t,
    )(blank, form({ councilId: '', number: '', expiresOn: '' }));
    expect(Object.keys(state.errors).sort()).toEqual(['councilId', 'expiresOn', 'number']);
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('levelProgress', () => {
  const claim = (over: Partial<VerificationStatus['rcmc'][number]>) => ({
    id: '00000000-0000-4000-8000-000000000000',
    kind: 'gst' as const,
    councilId: null,
    councilName: null,
    number: '27AAPFU0939F1ZV',
    iec: null,
    expiresOn: null,
    status: 'approved' as const,
    reason: null,
    submittedAt: '2025-01-01T00:00:00Z',
    reviewedAt: null,
    documentUrl: '/api/trust/documents/x',
    documentType: 'application/pdf',
    ...over,
  });
  const status = (over: Partial<VerificationStatus>): VerificationStatus => ({
    level: 'new',
    businessState: 'Maharashtra',
    gst: null,
    rcmc: [],
    ...over,
  });

  it('tells a new supplier to submit a GSTIN, and one waiting that it is in review', () => {
    expect(levelProgress(status({})).verified).toEqual({ reached: false, missing: ['gstNone'] });
    const pending = levelProgress(status({ gst: claim({ status: 'pending' }) }));
    expect(pending.verified.missing).toEqual(['gstPending']);
    expect(pending.epc.missing).toEqual(['verifiedFirst', 'rcmcNone']);
  });

  it('counts an approved RCMC only until the day it expires', () => {
    const rcmc = claim({ kind: 'rcmc', councilId: 'eepc', expiresOn: '2026-03-31' });
    const verified = { level: 'epc' as const, gst: claim({}), rcmc: [rcmc] };
    expect(levelProgress(status(verified), '2026-03-30').epc).toEqual({ reached: true, missing: [] });
    expect(levelProgress(status(verified), '2026-03-31').epc).toEqual({
      reached: false,
      missing: ['rcmcExpired'],
    });
  });
});
