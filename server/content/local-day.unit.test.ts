import { describe, expect, it } from 'vitest';
import { localDay } from './local-day.ts';

const now = new Date('2031-06-01T22:30:00Z');

describe('localDay', () => {
  it('reads an IANA timezone, else a GMT offset, else UTC', () => {
    expect(localDay(now, 'Asia/Kolkata', '')).toBe('2031-06-02');
    expect(localDay(now, 'America/Los_Angeles', '+05:30')).toBe('2031-06-01');
    expect(localDay(now, '', '+05:30')).toBe('2031-06-02');
    expect(localDay(now, '', 'GMT+1')).toBe('2031-06-01');
    expect(localDay(now, '', '-0300')).toBe('2031-06-01');
    expect(localDay(now, 'Nowhere/City', '+02:00')).toBe('2031-06-02');
    expect(localDay(now, '', '')).toBe('2031-06-01');
  });

  it('refuses what it cannot read', () => {
    expect(() => localDay(now, 'Nowhere/City', '')).toThrow('Invalid timezone');
    expect(() => localDay(now, '', '+25:00')).toThrow('Invalid timezone');
  });
});
