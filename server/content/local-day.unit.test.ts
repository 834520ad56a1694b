import { describe, expect, it } from 'vitest';
import { localDay, localTime } from './local-day.ts';

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

describe('localTime', () => {
  it("writes the instant in the player's local time with their offset, the same instant", () => {
    expect(localTime(now, 'Asia/Kolkata', '')).toBe('2031-06-02T04:00:00.000+05:30');
    expect(localTime(now, 'America/New_York', '')).toBe('2031-06-01T18:30:00.000-04:00');
    expect(localTime(now, '', 'GMT-3')).toBe('2031-06-01T19:30:00.000-03:00');
    expect(localTime(now, '', '')).toBe('2031-06-01T22:30:00.000+00:00');
    expect(Date.parse(localTime(now, 'Asia/Kolkata', ''))).toBe(now.getTime());
  });
});
