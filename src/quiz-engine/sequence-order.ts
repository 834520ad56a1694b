// The order a player builds for a sequence question: ids placed one after another, taken back, or
// moved one step. Pure: every move answers a new order.

/** Places an item at the end; an item already placed stays where it is. */
export const placeItem = (order: string[], id: string) => (order.includes(id) ? order : [...order, id]);

/** Takes an item out; the ones after it move up. */
export const takeBack = (order: string[], id: string) => order.filter((x) => x !== id);

/** Swaps an item with its neighbour before (-1) or after (+1); at either end nothing moves. */
export function moveItem(order: string[], id: string, by: -1 | 1) {
  const from = order.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
