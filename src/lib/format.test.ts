import { describe, expect, it } from 'vitest';
import { formatCompact } from './format.ts';

describe('formatCompact', () => {
  it('writes a count below 10,000 in full', () => {
    expect(formatCompact(0, 'en')).toBe('0');
    expect(formatCompact(9_999, 'en')).toBe('9,999');
    expect(formatCompact(-40, 'en')).toBe('-40');
  });

  it('writes larger counts compact, cut and not rounded up, in the interface language with Latin digits', () => {
    expect(formatCompact(10_000, 'en')).toBe('10K');
    expect(formatCompact(99_999, 'en')).toBe('99.9K');
    expect(formatCompact(1_234_567, 'en')).toBe('1.2M');
    expect(formatCompact(99_999, 'ar')).toMatch(/^99[.٫]9\s?ألف$/);
    expect(formatCompact(99_999, 'ar')).not.toMatch(/[٠-٩]/);
  });
});
