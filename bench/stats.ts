// The benches' summaries of timings.

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** "p50 … / p95 … / max …" of timings in milliseconds. */
export const percentiles = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))} / p95 ${ms(percentile(values, 95))} / max ${ms(Math.max(...values))}`;
