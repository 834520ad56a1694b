// The player's local time, from an IANA `timezone` ('Asia/Kolkata') or else a `gmt_format` offset
// ('+05:30', 'GMT-4'); UTC when neither is sent. It picks the daily quiz's calendar day, and dates
// in replies (contests, exams) are written in it.
import { badRequest } from '../errors.ts';

function parseOffset(gmt: string): number | null {
  const m = /^(?:GMT|UTC)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(gmt.trim());
  if (!m) return /^(?:GMT|UTC)$/i.test(gmt.trim()) ? 0 : null;
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
  return Math.abs(minutes) > 14 * 60 ? null : minutes;
}

function zoneOffset(at: Date, timeZone: string): number | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    return parseOffset(parts.find((p) => p.type === 'timeZoneName')?.value ?? '');
  } catch {
    return null;
  }
}

/** Minutes the player's clock is ahead of UTC at that instant; 'Invalid timezone' for an unknown zone and offset. */
export function offsetMinutes(at: Date, timezone: string, gmtFormat: string): number {
  const minutes = (timezone ? zoneOffset(at, timezone) : null) ?? (gmtFormat ? parseOffset(gmtFormat) : null);
  if (minutes !== null) return minutes;
  if (timezone || gmtFormat) throw badRequest('invalid_timezone');
  return 0;
}

/** The instant as ISO 8601 in the player's local time with its offset: '2026-11-25T14:30:00.000+05:30'. */
export function localTime(at: Date, timezone: string, gmtFormat: string): string {
  const minutes = offsetMinutes(at, timezone, gmtFormat);
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  const wall = new Date(at.getTime() + minutes * 60_000).toISOString().slice(0, 23);
  return `${wall}${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The player's calendar day (YYYY-MM-DD). */
export const localDay = (now: Date, timezone: string, gmtFormat: string): string =>
  localTime(now, timezone, gmtFormat).slice(0, 10);

/** When the player's next calendar day starts (the first millisecond whose localDay differs). */
export function nextLocalDayStart(now: Date, timezone: string, gmtFormat: string): Date {
  const today = localDay(now, timezone, gmtFormat);
  let before = now.getTime();
  let after = before + 26 * 3_600_000; // past any zone's next midnight, even across a DST change
  while (after - before > 1000) {
    const mid = Math.floor((before + after) / 2);
    if (localDay(new Date(mid), timezone, gmtFormat) === today) before = mid;
    else after = mid;
  }
  return new Date(Math.ceil(after / 1000) * 1000);
}
