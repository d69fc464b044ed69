import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks and doubles the quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('keeps every cell a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvField(`${start}HYPERLINK("x")`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('=cmd|"/c calc"!A1')).toBe('"\'=cmd|""/c calc""!A1"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('keeps phone numbers and plain numbers as they are: without letters nothing can call a function', () => {
    expect(csvField('+919876543210')).toBe('+919876543210');
    expect(csvField('+91 (22) 4000-1234')).toBe('+91 (22) 4000-1234');
    expect(csvField('-5')).toBe('-5');
    expect(csvField('+91SUM(1)')).toBe("'+91SUM(1)");
  });

  it('writes a header, CRLF line ends and a byte-order mark', () => {
    expect(
      toCsv(
        ['name', 'note'],
        [
          ['Asha', 'x,y'],
          ['रवि', null],
        ],
      ),
    ).toBe('\uFEFFname,note\r\nAsha,"x,y"\r\nरवि,\r\n');
  });
});
