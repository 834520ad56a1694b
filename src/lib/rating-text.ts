// A rating move as a player reads it: "+18", "−7", "±0", in the interface language's digits.
import { formatNumber } from './format.ts';

export const signedChange = (change: number, language: string) =>
  `${change > 0 ? '+' : change < 0 ? '\u2212' : '\u00b1'}${formatNumber(Math.abs(change), language)}`;
