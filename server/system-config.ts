// Every number of the game (docs/economy.md), stored in config/system so it can change without a
// deploy; the defaults below fill whatever the document does not set.
import type { Firestore } from 'firebase-admin/firestore';
import { cacheFor } from './content/cache.ts';

export const defaultSystemConfig = {
  app_name: 'Quiz Arena',
  language_mode: '0',
  maintenance_mode: '0',
  demo_mode: '0',
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

export const systemConfigRef = (db: Firestore) => db.doc('config/system');

const cachedConfig = cacheFor(async (db) => {
  const snap = await systemConfigRef(db).get();
  return { ...defaultSystemConfig, ...(snap.data() as Partial<SystemConfig> | undefined) };
}, 1);

/** The system configuration, at most CONTENT_CACHE_MS old (content/cache.ts). */
export const loadSystemConfig = (db: Firestore): Promise<SystemConfig> => cachedConfig(db, 'system');
