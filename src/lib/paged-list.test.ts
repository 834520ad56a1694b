import { describe, expect, it } from 'vitest';
import { mergeByKey } from './paged-list.ts';

describe('merging pages', () => {
  const key = (n: { id: string }) => n.id;

  it('appends new items in order and lists an item seen again once, with its newer content', () => {
    const first = [
      { id: 'a', v: 1 },
      { id: 'b', v: 1 },
    ];
    const second = [
      { id: 'b', v: 2 },
      { id: 'c', v: 1 },
    ];
    expect(mergeByKey(first, second, key)).toEqual([
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
      { id: 'c', v: 1 },
    ]);
  });

  it('starts from nothing', () => {
    expect(mergeByKey([], [{ id: 'x' }], key)).toEqual([{ id: 'x' }]);
  });
});
