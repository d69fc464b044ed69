import { describe, expect, it } from 'vitest';
import { upiPayLink, vpaPattern } from './upi';

const request = {
  vpa: 'rajesh.textiles@okicici',
  payeeName: 'Rajesh Textiles & Sons',
  amountPaise: 1234_50,
  note: 'Invoice RT/2026-27/0001',
  reference: 'RT/2026-27/0001',
};

describe('upiPayLink', () => {
  it('writes the NPCI parameters, percent-encoded', () => {
    expect(upiPayLink(request)).toBe(
      'upi://pay?pa=rajesh.textiles@okicici&pn=Rajesh%20Textiles%20%26%20Sons&am=1234.50&cu=INR' +
        '&tn=Invoice%20RT%2F2026-27%2F0001&tr=RT%2F2026-27%2F0001',
    );
  });

  it('round-trips names in any script through a URL parser', () => {
    const link = upiPayLink({ ...request, payeeName: 'राजेश वस्त्र = #1?', amountPaise: 5 });
    const params = new URL(link.replace('upi://pay', 'https://x')).searchParams;
    expect(params.get('pn')).toBe('राजेश वस्त्र = #1?');
    expect(params.get('am')).toBe('0.05');
    expect(params.get('pa')).toBe('rajesh.textiles@okicici');
  });

  it('refuses a bad UPI ID or amount', () => {
    expect(() => upiPayLink({ ...request, vpa: 'rajesh' })).toThrow(RangeError);
    expect(() => upiPayLink({ ...request, vpa: 'a@b&pa=evil@x' })).toThrow(RangeError);
    expect(() => upiPayLink({ ...request, amountPaise: 0 })).toThrow(RangeError);
    expect(() => upiPayLink({ ...request, amountPaise: 1.5 })).toThrow(RangeError);
  });

  it('knows a UPI ID', () => {
    expect(['name@upi', 'a.b-c_d@okhdfcbank', '9876543210@paytm'].every((v) => vpaPattern.test(v))).toBe(
      true,
    );
    expect(['@upi', 'name@', 'name@1bank', 'na me@upi', 'x@upi'].some((v) => vpaPattern.test(v))).toBe(false);
  });
});
