import { describe, expect, it } from 'vitest';
import { hrefOf } from './router';

describe('hrefOf', () => {
  const here = { pathname: '/suppliers/s-1', search: '?tab=reviews' };

  it('keeps absolute addresses as they are', () => {
    expect(hrefOf('/products/p-1?photo=2#top', here)).toBe('/products/p-1?photo=2#top');
  });

  it('resolves a query or a fragment alone against the page shown, as a browser does', () => {
    expect(hrefOf('?tab=about', here)).toBe('/suppliers/s-1?tab=about');
    expect(hrefOf('#reviews', here)).toBe('/suppliers/s-1?tab=reviews#reviews');
  });

  it('builds an address from its parts: the path kept when not given, query and fragment only as given', () => {
    expect(hrefOf({ search: '?photo=1' }, here)).toBe('/suppliers/s-1?photo=1');
    expect(hrefOf({ hash: '#x' }, here)).toBe('/suppliers/s-1#x');
    expect(hrefOf({ pathname: '/auth' }, here)).toBe('/auth');
    expect(hrefOf({ pathname: '/auth', search: '?tab=register' }, here)).toBe('/auth?tab=register');
  });
});
