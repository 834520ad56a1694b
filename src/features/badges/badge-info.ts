// How each badge looks, and the configuration numbers its rule mentions (ECONOMY.md "Badges").
import type { SystemConfig } from '../../stores/settings.ts';

export const badgeStatus = { locked: 0, unlocked: 1, claimed: 2 } as const;

export const badgeIcons: Record<string, string> = {
  dashing_debut: '🚀',
  combat_winner: '⚔️',
  clash_winner: '🛡️',
  most_wanted_winner: '🎯',
  ultimate_player: '👑',
  quiz_warrior: '🔥',
  super_sonic: '⚡',
  flashback: '⏪',
  brainiac: '🧠',
  big_thing: '🐘',
  elite: '💎',
  thirsty: '🥤',
  power_elite: '🏅',
  sharing_caring: '🤝',
  streak: '📆',
};

/** The numbers the rule texts in badges.json interpolate. */
export function ruleNumbers(config: SystemConfig | null) {
  const num = (key: string, fallback: number) => Number(config?.[key] ?? fallback);
  return {
    questions: num('badge_min_questions', 5),
    percent: num('speed_badge_percentage', 80),
    correct: num('big_thing_correct_answers', 5000),
    coins: num('elite_coins_earned', 5000),
    thirstyDays: num('thirsty_days', 30),
    badges: num('power_elite_badges', 10),
    referrals: num('sharing_caring_referrals', 50),
    streakDays: num('streak_days', 30),
    wins: num('win_streak_badge', 3),
  };
}
