import { describe, expect, it } from 'vitest';
import { deliveryState } from './location';

describe('deliveryState', () => {
  it.each([
    ['Surat, Gujarat', 'Gujarat'],
    ['400001', 'Maharashtra'],
    ['Pin 560 001', 'Karnataka'],
    ['Panaji 403001', 'Goa'],
    ['110001 New Delhi', 'Delhi'],
    ['641604', 'Tamil Nadu'],
    ['Ludhiana', 'Punjab'],
    ['tamil nadu', 'Tamil Nadu'],
  ])('%s → %s', (text, state) => expect(deliveryState(text)).toBe(state));

  it('is null when nothing names a state', () => {
    expect(deliveryState('Warehouse 4, Dock road')).toBeNull();
    expect(deliveryState('Dubai, UAE')).toBeNull();
  });
});
