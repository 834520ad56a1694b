// Dates and numbers in the interface language, with Latin digits in every language.
const locale = (language: string) => `${language}-u-nu-latn`;

/** One number formatter per language and style, made once: a page's first one costs a phone tens of
 * milliseconds (ICU's number data), the later ones almost nothing. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const compact: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' };
function numberFormat(language: string, style: 'full' | 'compact' = 'full') {
  const key = `${language} ${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale(language), style === 'compact' ? compact : undefined);
    numberFormats.set(key, format);
  }
  return format;
}

/** English whole numbers are written without Intl, in the same text (format.test.ts compares them
 * over many values): the signed-in header's first render then makes no formatter at all. */
const plainEnglish = (n: number, language: string) =>
  language === 'en' && Number.isSafeInteger(n) && Math.abs(n) < 1e15 && !Object.is(n, -0);
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');
const englishUnits = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;
function englishCompact(n: number) {
  const [size, unit] = englishUnits.find(([size]) => Math.abs(n) >= size)!;
  return `${Math.trunc(n / (size / 10)) / 10}${unit}`;
}

/** Makes the language's number formatters now, full and compact (English whole numbers need none),
 * so that the first screen with a figure on it (the signed-in header) does not pay for them inside
 * its render: the caller gives it a task of its own. */
export function prepareNumbers(language: string) {
  if (language === 'en') return;
  numberFormat(language);
  numberFormat(language, 'compact');
}

export const formatNumber = (n: number, language: string) =>
  plainEnglish(n, language) ? grouped(n) : numberFormat(language).format(n);

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** An amount with its currency symbol, kept left to right inside Arabic text (a bidi isolate). */
export const formatMoney = (amount: number, symbol: string, language: string) =>
  `\u2066${symbol}${formatNumber(amount, language)}\u2069`;

/** A count in at most about five characters for tight places (the header): in full below 10,000,
 * else compact ("99.9K", "99.9 ألف"), cut rather than rounded so a balance never reads higher than it is. */
export function formatCompact(n: number, language: string) {
  if (Math.abs(n) < 10_000) return formatNumber(n, language);
  return plainEnglish(n, language) ? englishCompact(n) : numberFormat(language, 'compact').format(n);
}
