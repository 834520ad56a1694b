// Redeeming: the numbers from the system configuration (docs/economy.md defaults when it is missing)
// and the checks the request form makes before the server makes them again.
import type { SystemConfig } from '../../../contract/settings.ts';

export const paymentTypes = ['paypal', 'mobile', 'upi'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export function walletRules(config: SystemConfig) {
  return {
    minimum: config.minimum_redeem_coins,
    coinsPerUnit: config.coins_per_currency_unit,
    symbol: config.currency_symbol,
    waitHours: config.payment_wait_hours,
    payoutDays: config.payout_days,
  };
}
export type WalletRules = ReturnType<typeof walletRules>;

const addressPatterns: Record<PaymentType, RegExp> = {
  paypal: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  mobile: /^\+\d{7,15}$/,
  upi: /^[\w.-]{2,256}@[a-zA-Z]{2,64}$/,
};

export type RequestProblem =
  | { field: 'address'; key: 'paypalInvalid' | 'mobileInvalid' | 'upiInvalid' }
  | { field: 'coins'; key: 'belowMinimum' | 'notEnoughCoins' };

/** The first thing wrong with a request, or null. */
export function checkRequest(
  r: { type: PaymentType; address: string; coins: number },
  balance: number,
  rules: WalletRules,
): RequestProblem | null {
  if (!addressPatterns[r.type].test(r.address.trim())) return { field: 'address', key: `${r.type}Invalid` };
  if (!Number.isInteger(r.coins) || r.coins < rules.minimum) return { field: 'coins', key: 'belowMinimum' };
  if (r.coins > balance) return { field: 'coins', key: 'notEnoughCoins' };
  return null;
}

/** What the coins are worth; the server wants amount x coins-per-unit = coins exactly. */
export const amountFor = (coins: number, rules: WalletRules) => coins / rules.coinsPerUnit;
