// The game's numbers and switches (docs/economy.md) with their defaults. The server keeps them in
// config/system, so they change without a deploy, and serves them (get_system_configurations); both
// sides read a stored or served copy through readSystemConfig, so each value has its default's type.

export const defaultSystemConfig = {
  app_name: 'Quiz Arena',
  language_mode: '0',
  maintenance_mode: '0',
  demo_mode: '0',
  /** The home screen's game modes: '1' on, '0' off (server/actions/home.ts). */
  quiz_zone_mode: '1',
  daily_quiz_mode: '1',
  true_false_mode: '1',
  fun_n_learn_mode: '1',
  guess_the_word_mode: '1',
  self_challenge_mode: '1',
  contest_mode: '1',
  random_battle_mode: '1',
  group_battle_mode: '1',
  audio_questions_mode: '1',
  math_mania_mode: '1',
  exam_mode: '1',
  multi_match_mode: '1',
  quiz_pass_percentage: 30,
  maximum_winning_coins: 4,
  full_coins_percentage: 70,
  score_correct: 4,
  score_wrong: -4,
  premium_multiplier: 2,
  question_seconds: 30,
  guess_the_word_max_coins: 10,
  guess_the_word_hint_coins: 2,
  lifeline_coins: 4,
  review_answers_coins: 0,
  battle_points_correct: 4,
  battle_bonus_2s: 2,
  battle_bonus_4s: 1,
  random_battle_search_seconds: 30,
  battle_entry_fee: 5,
  battle_question_count: 10,
  /** "3-2-1" between a battle's start and its first question, in seconds (0-10; battleCountdownMs clamps). */
  battle_countdown_seconds: 3,
  reconnect_grace_seconds: 20,
  /** An asynchronous challenge: how long the friend has to play it before it lapses and the challenger's fee goes back (24 h). */
  async_challenge_seconds: 86_400,
  /** A live challenge from the friends list: how long the friend has to say yes before it lapses, at no cost (5 minutes). */
  friend_challenge_wait_seconds: 300,
  max_disconnects: 3,
  win_streak_badge: 3,
  badge_reward_coins: 10,
  badge_min_questions: 5,
  /** Super Sonic and Flashback also ask this share of the answers right: speed alone is no result. */
  speed_badge_percentage: 80,
  big_thing_correct_answers: 5000,
  elite_coins_earned: 5000,
  power_elite_badges: 10,
  sharing_caring_referrals: 50,
  streak_days: 30,
  thirsty_days: 30,
  welcome_bonus: 10,
  referral_new_player_coins: 50,
  referral_referrer_coins: 100,
  /** Referral bonuses one referrer can earn in a day (UTC); past it, sign-ups with the code pay nobody. */
  referral_daily_cap: 10,
  minimum_redeem_coins: 100,
  coins_per_currency_unit: 10,
  currency_symbol: '$',
  payment_wait_hours: 48,
  payout_days: '3-5',
  daily_quiz_questions: 10,
  true_false_questions: 10,
  self_challenge_max_questions: 50,
  self_challenge_max_minutes: 60,
  exam_leave_tolerance_ms: 5000,
  /** Rate limits (server/rate-limit.ts): requests allowed in each rule's window. */
  rate_limit_signups: 20, // per address, 10 minutes
  rate_limit_referrals: 5, // sign-ups with a friend's code, per address, 10 minutes
  rate_limit_payments: 5, // payment requests per player, an hour
  rate_limit_payments_per_address: 10, // payment requests per address, an hour
  rate_limit_answers: 40, // answers, lifelines, hints and reveals per player, 10 seconds
  rate_limit_exam_keys_per_address: 30, // wrong exam keys per address, 10 minutes
  rate_limit_exam_keys_per_exam: 100, // wrong keys of one exam from everyone, 10 minutes
};

export type SystemConfig = typeof defaultSystemConfig;

/** A window of seconds as the whole hours or minutes a sentence names (at least 1: a shorter one, as tests set, reads as 1). */
export const wholeHours = (seconds: number) => Math.max(1, Math.round(seconds / 3600));
export const wholeMinutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** `stored` over the defaults: a number where the default is one (an unreadable value keeps the default), else text. */
export function readSystemConfig(stored: Readonly<Record<string, unknown>> | null | undefined): SystemConfig {
  const config: Record<string, string | number> = { ...defaultSystemConfig };
  for (const [key, fallback] of Object.entries(defaultSystemConfig)) {
    const value = stored?.[key];
    if (value === undefined || value === null) continue;
    if (typeof fallback === 'string') config[key] = String(value);
    else if (value !== '' && Number.isFinite(Number(value))) config[key] = Number(value);
  }
  return config as SystemConfig;
}
