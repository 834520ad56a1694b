import { describe, expect, it } from 'vitest';
import { readSystemConfig } from '../../../contract/settings.ts';
import { amountFor, checkRequest, walletRules } from './payment-rules.ts';

const rules = walletRules(readSystemConfig({ minimum_redeem_coins: 100, coins_per_currency_unit: 10 }));

describe('a redeem request before it is sent', () => {
  it('wants a mobile number with its country code', () => {
    expect(checkRequest({ type: 'mobile', address: '5551234567', coins: 100 }, 500, rules)).toEqual({
      field: 'address',
      key: 'mobileInvalid',
    });
    expect(checkRequest({ type: 'mobile', address: '+15551234567', coins: 100 }, 500, rules)).toBeNull();
  });

  it('wants a PayPal email address and a UPI id of the form name@bank', () => {
    expect(checkRequest({ type: 'paypal', address: 'me-at-example.com', coins: 100 }, 500, rules)?.key).toBe(
      'paypalInvalid',
    );
    expect(checkRequest({ type: 'paypal', address: 'me@example.com', coins: 100 }, 500, rules)).toBeNull();
    expect(checkRequest({ type: 'upi', address: 'me@example.com', coins: 100 }, 500, rules)?.key).toBe('upiInvalid');
    expect(checkRequest({ type: 'upi', address: 'me.you@okbank', coins: 100 }, 500, rules)).toBeNull();
  });

  it('refuses less than the minimum, fractions and more than the balance', () => {
    expect(checkRequest({ type: 'upi', address: 'me@okbank', coins: 99 }, 500, rules)?.key).toBe('belowMinimum');
    expect(checkRequest({ type: 'upi', address: 'me@okbank', coins: 100.5 }, 500, rules)?.key).toBe('belowMinimum');
    expect(checkRequest({ type: 'upi', address: 'me@okbank', coins: 501 }, 500, rules)?.key).toBe('notEnoughCoins');
  });

  it('prices coins at the configured rate, with the defaults when the configuration is missing', () => {
    expect(amountFor(150, rules)).toBe(15);
    expect(walletRules(readSystemConfig(null))).toMatchObject({
      minimum: 100,
      coinsPerUnit: 10,
      waitHours: 48,
      payoutDays: '3-5',
    });
  });
});
