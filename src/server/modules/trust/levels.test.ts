import { describe, expect, it } from 'vitest';
import { type LevelInputs, levelFor } from './levels';

const premiumReady: LevelInputs = {
  gstApproved: true,
  validCouncils: 1,
  accountAgeDays: 90,
  responseRate: 80,
  upheldReports: 0,
};

describe('a registered supplier’s level', () => {
  it('is new without an approved GSTIN, even with a valid council membership', () => {
    expect(levelFor({ ...premiumReady, gstApproved: false })).toBe('new');
    expect(levelFor({ ...premiumReady, gstApproved: false, validCouncils: 0 })).toBe('new');
  });

  it('is verified with an approved GSTIN alone', () => {
    expect(levelFor({ ...premiumReady, validCouncils: 0, accountAgeDays: 10 })).toBe('verified');
  });

  it('is EPC certified with a GSTIN and a valid council membership', () => {
    expect(levelFor({ ...premiumReady, accountAgeDays: 89 })).toBe('epc');
  });

  it('is premium at 90 days and an 80% response rate with no upheld report', () => {
    expect(levelFor(premiumReady)).toBe('premium');
    expect(levelFor({ ...premiumReady, validCouncils: 0 })).toBe('premium');
  });

  it('misses premium by a day, a point of response rate, an unknown rate or one upheld report', () => {
    expect(levelFor({ ...premiumReady, accountAgeDays: 89 })).toBe('epc');
    expect(levelFor({ ...premiumReady, responseRate: 79 })).toBe('epc');
    expect(levelFor({ ...premiumReady, responseRate: null })).toBe('epc');
    expect(levelFor({ ...premiumReady, upheldReports: 1 })).toBe('epc');
    expect(levelFor({ ...premiumReady, upheldReports: 1, validCouncils: 0 })).toBe('verified');
  });

  it('never reaches gold, the examples’ sample level', () => {
    expect(levelFor({ ...premiumReady, accountAgeDays: 5000, responseRate: 100, validCouncils: 9 })).toBe(
      'premium',
    );
  });
});
