import { describe, expect, it } from 'vitest';
import { searchPath } from './url';

describe('searchPath', () => {
  it('puts the query first and the filters in a fixed order, leaving out empty ones', () => {
    expect(searchPath({ city: 'Surat', q: ' silk sarees ', level: '', priceMax: 500, page: 2 })).toBe(
      '/search?q=silk+sarees&city=Surat&priceMax=500&page=2',
    );
  });

  it('is the bare page without parameters', () => {
    expect(searchPath({})).toBe('/search');
    expect(searchPath({ q: '   ' })).toBe('/search');
  });
});
