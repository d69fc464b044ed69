import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('sniffImageType', () => {
  it('recognises the four accepted formats by their magic numbers', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffImageType(Buffer.from('GIF87a...'))).toBe('gif');
    expect(sniffImageType(Buffer.from('RIFF\x10\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, whatever the file claims to be', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('just some text pretending to be a png'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\x10\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF8'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});
