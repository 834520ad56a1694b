// Dates and numbers in the interface language, with Latin digits in every language.
const locale = (language: string) => `${language}-u-nu-latn`;

export const formatNumber = (n: number, language: string) => new Intl.NumberFormat(locale(language)).format(n);

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** An amount with its currency symbol, kept left to right inside Arabic text (a bidi isolate). */
export const formatMoney = (amount: number, symbol: string, language: string) => `\u2066${symbol}${formatNumber(amount, language)}\u2069`;
