import { describe, expect, it } from 'vitest';
import { moveItem, placeItem, takeBack } from './sequence-order.ts';

describe('sequence order', () => {
  it('places items at the end, once', () => {
    expect(placeItem(placeItem([], 'c'), 'a')).toEqual(['c', 'a']);
    expect(placeItem(['c', 'a'], 'c')).toEqual(['c', 'a']);
  });

  it('takes an item back and closes the gap', () => {
    expect(takeBack(['c', 'a', 'd'], 'a')).toEqual(['c', 'd']);
    expect(takeBack(['c'], 'x')).toEqual(['c']);
  });

  it('moves an item one step up or down, never past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    const order = ['a', 'b'];
    expect(moveItem(order, 'a', -1)).toBe(order);
    expect(moveItem(order, 'b', 1)).toBe(order);
    expect(moveItem(order, 'x', 1)).toBe(order);
  });
});
