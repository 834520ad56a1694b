import { describe, expect, it } from 'vitest';
import { formatCompact, formatNumber } from './format.ts';

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

describe('English whole numbers, written without Intl', () => {
  // the values a balance or a score takes, and the edges of each unit
  const edges = [
    0,
    1,
    9,
    10,
    999,
    1_000,
    9_999,
    10_000,
    99_999,
    100_000,
    999_999,
    1_000_000,
    1_049_999,
    1e9,
    1e12,
    1e15 - 1,
  ];
  // and 2,000 spread over every length up to 15 digits (the same each run: Knuth's multiplicative hash)
  const spread = Array.from({ length: 2000 }, (_, i) =>
    Math.floor((((i * 2654435761) % 2 ** 32) / 2 ** 32) * 10 ** (1 + (i % 15))),
  );
  const values = [...edges, ...spread].flatMap((n) => [n, -n]).filter((n) => !Object.is(n, -0));
  const intl = new Intl.NumberFormat('en-u-nu-latn');
  const intlCompact = new Intl.NumberFormat('en-u-nu-latn', {
    notation: 'compact',
    maximumFractionDigits: 1,
    roundingMode: 'trunc',
  });

  it('read exactly as Intl writes them, in full and compact', () => {
    for (const n of values) {
      expect(formatNumber(n, 'en'), String(n)).toBe(intl.format(n));
      expect(formatCompact(n, 'en'), String(n)).toBe(Math.abs(n) < 10_000 ? intl.format(n) : intlCompact.format(n));
    }
  });

  it('leave fractions, other languages and numbers past the units to Intl', () => {
    expect(formatNumber(1234.5678, 'en')).toBe('1,234.568');
    expect(formatNumber(1234, 'ar')).toBe(new Intl.NumberFormat('ar-u-nu-latn').format(1234));
    expect(formatCompact(1e18, 'en')).toBe(intlCompact.format(1e18));
  });
});
