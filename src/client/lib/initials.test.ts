import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words of the full name', () => {
    expect(initialsOf('ravi kumar sharma', 'r@x.in')).toBe('RK');
    expect(initialsOf('  Asha  ', 'a@x.in')).toBe('A');
  });
  it('falls back to the first two letters of the email, then U', () => {
    expect(initialsOf('', 'meera@example.in')).toBe('ME');
    expect(initialsOf(null, null)).toBe('U');
  });
  it('keeps a letter of a non-Latin name whole', () => {
    expect(initialsOf('राम प्रसाद', null)).toBe('रप');
  });
});
