// The game settings an operator may change from the console (config/system), each with the values
// it allows. A value outside them is refused with a message naming the limits.
import type { Message } from '../../contract/messages.ts';
import type { SystemConfig } from '../../contract/settings.ts';

export type SettingRule = { kind: 'number'; min: number; max: number } | { kind: 'switch' };

const n = (min: number, max: number): SettingRule => ({ kind: 'number', min, max });
const onOff: SettingRule = { kind: 'switch' };

export const settingRules = {
  maintenance_mode: onOff,
  language_mode: onOff,
  battle_entry_fee: n(0, 1000),
  battle_question_count: n(1, 50),
  battle_countdown_seconds: n(0, 10),
  random_battle_search_seconds: n(5, 120),
  reconnect_grace_seconds: n(5, 120),
  friend_challenge_wait_seconds: n(30, 3600),
  question_seconds: n(5, 300),
  quiz_pass_percentage: n(0, 100),
  maximum_winning_coins: n(0, 100),
  lifeline_coins: n(0, 1000),
  review_answers_coins: n(0, 1000),
  guess_the_word_hint_coins: n(0, 1000),
  badge_reward_coins: n(0, 10_000),
  welcome_bonus: n(0, 10_000),
  referral_new_player_coins: n(0, 10_000),
  referral_referrer_coins: n(0, 10_000),
  referral_daily_cap: n(0, 1000),
  minimum_redeem_coins: n(1, 1_000_000),
  coins_per_currency_unit: n(1, 100_000),
  payment_wait_hours: n(0, 720),
  daily_quiz_questions: n(1, 50),
  true_false_questions: n(1, 50),
  rate_limit_payments: n(1, 1000),
  rate_limit_answers: n(5, 1000),
} satisfies Partial<Record<keyof SystemConfig, SettingRule>>;

export type SettingKey = keyof typeof settingRules;

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingRules, key);

/** The stored value for `text`, or the message saying what the setting allows. */
export function parseSetting(key: SettingKey, text: string): { value: string | number } | { error: Message } {
  const rule: SettingRule = settingRules[key];
  if (rule.kind === 'switch')
    return text === '0' || text === '1' ? { value: text } : { error: { code: 'setting_switch', params: { key } } };
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < rule.min || value > rule.max) {
    return { error: { code: 'setting_range', params: { key, min: rule.min, max: rule.max } } };
  }
  return { value };
}
