// Dates and numbers in the interface language, with Latin digits in every language.
const locale = (language: string) => `${language}-u-nu-latn`;

export const formatNumber = (n: number, language: string) => new Intl.NumberFormat(locale(language)).format(n);

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** An amount with its currency symbol, kept left to right inside Arabic text (a bidi isolate). */
export const formatMoney = (amount: number, symbol: string, language: string) => `\u2066${symbol}${formatNumber(amount, language)}\u2069`;

/** A count in at most about five characters for tight places (the header): in full below 10,000,
 * else compact ("99.9K", "99.9 ألف"), cut rather than rounded so a balance never reads higher than it is. */
export const formatCompact = (n: number, language: string) =>
  Math.abs(n) < 10_000
    ? formatNumber(n, language)
    : new Intl.NumberFormat(locale(language), { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' }).format(n);
