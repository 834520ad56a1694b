// mulberry32 as a pure step, so a machine can keep its generator state in context
// and replay the same draws from the same seed.

export interface RandomDraw {
  /** uniform in [0, 1) */
  value: number;
  /** the generator state for the next draw */
  state: number;
}

export function nextRandom(state: number): RandomDraw {
  const next = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(next ^ (next >>> 15), 1 | next);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

/** Draws `count` values in a row; returns them with the state after the last one. */
export function drawRandom(state: number, count: number): { values: number[]; state: number } {
  const values: number[] = [];
  let current = state;
  for (let i = 0; i < count; i += 1) {
    const draw = nextRandom(current);
    values.push(draw.value);
    current = draw.state;
  }
  return { values, state: current };
}
