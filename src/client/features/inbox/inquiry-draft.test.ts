import { describe, expect, it } from 'vitest';
import { clearDraft, draftOf, readDraft, saveDraft } from './inquiry-draft';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

const inquiry = {
  targetKind: 'product' as const,
  targetId: 'p-1',
  quantity: 500,
  unit: 'kg' as const,
  targetPrice: null,
  deliveryLocation: 'Pune, Maharashtra',
  message: 'Please quote for 500 kg',
};

describe('inquiry drafts', () => {
  it('turns a checked inquiry back into the form fields', () => {
    expect(draftOf(inquiry)).toEqual({
      quantity: '500',
      unit: 'kg',
      targetPrice: '',
      deliveryLocation: 'Pune, Maharashtra',
      message: 'Please quote for 500 kg',
    });
    expect(draftOf({ ...inquiry, targetPrice: 12.5 }).targetPrice).toBe('12.5');
  });

  it('keeps a draft per page and clears it', () => {
    const store = memoryStore();
    saveDraft(store, '/inquire/product/p-1', draftOf(inquiry));
    expect(readDraft(store, '/inquire/product/p-1')?.quantity).toBe('500');
    expect(readDraft(store, '/inquire/product/p-2')).toBeNull();
    clearDraft(store, '/inquire/product/p-1');
    expect(readDraft(store, '/inquire/product/p-1')).toBeNull();
  });

  it('ignores what is not a draft, and storage that refuses', () => {
    const store = memoryStore();
    store.setItem('tradesetu:inquiry-draft:/a', '{not json');
    store.setItem('tradesetu:inquiry-draft:/b', JSON.stringify({ quantity: 5 }));
    expect(readDraft(store, '/a')).toBeNull();
    expect(readDraft(store, '/b')).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(refusing, '/a')).toBeNull();
    expect(() => saveDraft(refusing, '/a', draftOf(inquiry))).not.toThrow();
    expect(() => clearDraft(refusing, '/a')).not.toThrow();
  });
});
