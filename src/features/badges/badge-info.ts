// The badges' states, and the configuration numbers each badge's rule mentions (docs/economy.md "Badges");
// how each looks: src/lib/badge-icons.ts.
import type { SystemConfig } from '../../../contract/settings.ts';

export const badgeStatus = { locked: 0, unlocked: 1, claimed: 2 } as const;

/** The numbers the rule texts in badges.json interpolate. */
export function ruleNumbers(config: SystemConfig) {
  return {
    questions: config.badge_min_questions,
    percent: config.speed_badge_percentage,
    correct: config.big_thing_correct_answers,
    coins: config.elite_coins_earned,
    thirstyDays: config.thirsty_days,
    badges: config.power_elite_badges,
    referrals: config.sharing_caring_referrals,
    streakDays: config.streak_days,
    wins: config.win_streak_badge,
  };
}
