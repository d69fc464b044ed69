import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPath, pageAddress, screenAt, screenQueries, screens } from './screens';

describe('screens', () => {
  it('names a page module that exists for every screen', () => {
    for (const screen of Object.values(screens)) {
      expect(existsSync(join(import.meta.dirname, '../client', screen.module)), screen.module).toBe(true);
    }
  });

  it('matches paths segment by segment, a parameter standing for one non-empty segment', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/about')).toBeNull();
    expect(matchPath('/suppliers', '/suppliers/')).toEqual({});
    expect(matchPath('/suppliers/:id', '/suppliers/abc')).toEqual({ id: 'abc' });
    expect(matchPath('/suppliers/:id', '/suppliers/')).toBeNull();
    expect(matchPath('/suppliers/:id', '/suppliers/abc/def')).toBeNull();
    expect(matchPath('/categories/epc/:councilId', '/categories/epc/apeda')).toEqual({ councilId: 'apeda' });
    expect(matchPath('/suppliers/:id', '/suppliers/r%C3%A9%2Fx')).toEqual({ id: 'ré/x' });
    expect(matchPath('/suppliers/:id', '/suppliers/%E0%A4')).toEqual({ id: '%E0%A4' });
  });

  it('finds the screen drawn at a pathname, and none for unknown paths', () => {
    expect(screenAt('/')).toBe('home');
    expect(screenAt('/suppliers')).toBe('suppliers');
    expect(screenAt('/suppliers/s-1')).toBe('supplier');
    expect(screenAt('/products/new')).toBe('addProduct');
    expect(screenAt('/products')).toBe('products');
    expect(screenAt('/products/4b7a')).toBe('product');
    expect(screenAt('/products/4b7a/edit')).toBe('productEdit');
    expect(screenAt('/catalogs/42')).toBe('catalogDetail');
    expect(screenAt('/requirements/new')).toBe('newRequirement');
    expect(screenAt('/requirements/4b7a')).toBe('requirement');
    expect(screenAt('/inquire/catalog/4b7a')).toBe('inquiry');
    expect(screenAt('/orders/new')).toBe('newOrder');
    expect(screenAt('/orders/4b7a')).toBe('order');
    expect(screenAt('/nowhere')).toBeUndefined();
    expect(screenAt('/suppliers/a/b')).toBeUndefined();
  });

  it("guards the screens the spec's route table restricts, the trade screens, and only those", () => {
    const guarded = Object.entries(screens)
      .filter(([, s]) => s.access !== 'public')
      .map(([name, s]) => `${name}:${s.access}`)
      .sort();
    expect(guarded).toEqual([
      'addProduct:supplier',
      'admin:admin',
      'catalog:supplier',
      'conversation:signedIn',
      'inbox:signedIn',
      'newOrder:supplier',
      'newRequirement:signedIn',
      'order:signedIn',
      'orders:signedIn',
      'productEdit:supplier',
      'products:supplier',
      'profile:signedIn',
      'requirement:signedIn',
      'requirements:signedIn',
      'settings:signedIn',
      'supportRequest:signedIn',
      'supportRequests:signedIn',
      'upload:supplier',
      'verification:supplier',
    ]);
  });

  it('draws a page from its path and the query its screen reads: sorted, each once, none empty', () => {
    expect(pageAddress('/?utm_source=a&fbclid=b')).toBe('/');
    expect(pageAddress('/search?q=cotton&utm_source=a&category=textiles')).toBe(
      '/search?category=textiles&q=cotton',
    );
    expect(pageAddress('/search?q=cotton&q=silk&state=&page=2')).toBe('/search?page=2&q=cotton');
    expect(pageAddress('/search?q=r%C3%A9sum%C3%A9+%26+co')).toBe('/search?q=r%C3%A9sum%C3%A9+%26+co');
    expect(pageAddress('/products/p1?photo=3&ref=mail')).toBe('/products/p1?photo=3');
    expect(pageAddress('/auth?role=supplier&tab=register')).toBe('/auth?role=supplier&tab=register');
    // Screens that read nothing, and paths no screen draws, are drawn from their path alone.
    expect(pageAddress('/suppliers/s-1?tab=verified')).toBe('/suppliers/s-1');
    expect(pageAddress('/no/such/page?q=x')).toBe('/no/such/page');
  });

  it('declares every query parameter a page reads by name', () => {
    const files = readdirSync(join(import.meta.dirname, '../client'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .map((f) => readFileSync(join(import.meta.dirname, '../client', f), 'utf8'));
    const read = new Set(
      files.flatMap((code) => [...code.matchAll(/params\.get\('([^']+)'\)/g)].map((m) => m[1])),
    );
    const declared = new Set(Object.values(screenQueries).flat());
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !declared.has(name ?? ''))).toEqual([]);
  });
});
