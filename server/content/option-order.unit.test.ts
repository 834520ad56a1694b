import { describe, expect, it } from 'vitest';
import { newOrderSeed, originalOption, servedOption, servedOptions } from './option-order.ts';

const q = { id: 'q1', options: ['Paris', 'Rome', 'Berlin', 'Madrid'] };

describe('option order', () => {
  it('serves every option once, under ids a-d by position', () => {
    const served = servedOptions(newOrderSeed(), q);
    expect(served.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(served.map((o) => o.text).sort()).toEqual([...q.options].sort());
  });

  it('maps a served id back to the stored option it shows, and the stored answer to its served id', () => {
    const seed = newOrderSeed();
    for (const { id, text } of servedOptions(seed, q)) {
      const stored = originalOption(seed, q, id)!;
      expect(q.options['abcd'.indexOf(stored)]).toBe(text);
      expect(servedOption(seed, q, stored)).toBe(id);
    }
  });

  it('gives different sessions different orders, so a relayed id names another option', () => {
    const seeds = Array.from({ length: 50 }, newOrderSeed);
    const orders = new Set(
      seeds.map((s) =>
        servedOptions(s, q)
          .map((o) => o.text)
          .join('|'),
      ),
    );
    expect(orders.size).toBeGreaterThan(10);
    // The right answer (stored 'a') sits under every served id for some session.
    expect(new Set(seeds.map((s) => servedOption(s, q, 'a')))).toEqual(new Set(['a', 'b', 'c', 'd']));
  });

  it('refuses ids that name no option', () => {
    const seed = newOrderSeed();
    expect(originalOption(seed, q, 'e')).toBeNull();
    expect(originalOption(seed, { id: 'tf', options: ['True', 'False'] }, 'c')).toBeNull();
    expect(originalOption(seed, q, '__proto__')).toBeNull();
  });
});
