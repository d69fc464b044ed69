import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesPath, screenAt, screens } from './screens';

describe('screens', () => {
  it('names a page module that exists for every screen', () => {
    for (const screen of Object.values(screens)) {
      expect(existsSync(join(import.meta.dirname, '../client', screen.module)), screen.module).toBe(true);
    }
  });

  it('matches paths segment by segment, a parameter standing for one non-empty segment', () => {
    expect(matchesPath('/', '/')).toBe(true);
    expect(matchesPath('/', '/about')).toBe(false);
    expect(matchesPath('/suppliers', '/suppliers/')).toBe(true);
    expect(matchesPath('/suppliers/:id', '/suppliers/abc')).toBe(true);
    expect(matchesPath('/suppliers/:id', '/suppliers/')).toBe(false);
    expect(matchesPath('/suppliers/:id', '/suppliers/abc/def')).toBe(false);
    expect(matchesPath('/categories/epc/:councilId', '/categories/epc/apeda')).toBe(true);
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
      'newRequirement:signedIn',
      'productEdit:supplier',
      'products:supplier',
      'profile:signedIn',
      'requirement:signedIn',
      'requirements:signedIn',
      'settings:signedIn',
      'upload:supplier',
      'verification:supplier',
    ]);
  });
});
