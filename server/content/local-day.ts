// The player's calendar day (YYYY-MM-DD) for the daily quiz: from an IANA `timezone`
// ('Asia/Kolkata') or else a `gmt_format` offset ('+05:30', 'GMT-4'); UTC when neither is sent.
import { badRequest } from '../errors.ts';

function inZone(now: Date, timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return null;
  }
}

function withOffset(now: Date, gmt: string): string | null {
  const m = /^(?:GMT|UTC)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(gmt.trim());
  if (!m) return null;
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
  if (Math.abs(minutes) > 14 * 60) return null;
  return new Date(now.getTime() + minutes * 60_000).toISOString().slice(0, 10);
}

export function localDay(now: Date, timezone: string, gmtFormat: string): string {
  const day = (timezone && inZone(now, timezone)) || (gmtFormat && withOffset(now, gmtFormat));
  if (day) return day;
  if (timezone || gmtFormat) throw badRequest('Invalid timezone');
  return now.toISOString().slice(0, 10);
}

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
