// How each badge looks, and the configuration numbers its rule mentions (docs/economy.md "Badges").
import {
  Brain,
  CalendarCheck,
  Crown,
  CupSoda,
  Flame,
  Gem,
  Handshake,
  Medal,
  Mountain,
  Rewind,
  Rocket,
  Shield,
  Swords,
  Target,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { SystemConfig } from '../../stores/settings.ts';

export const badgeStatus = { locked: 0, unlocked: 1, claimed: 2 } as const;

/** Line icons drawn as SVG: an emoji needs an emoji font, which a phone may lack. */
export const badgeIcons: Record<string, LucideIcon> = {
  dashing_debut: Rocket,
  combat_winner: Swords,
  clash_winner: Shield,
  most_wanted_winner: Target,
  ultimate_player: Crown,
  quiz_warrior: Flame,
  super_sonic: Zap,
  flashback: Rewind,
  brainiac: Brain,
  big_thing: Mountain,
  elite: Gem,
  thirsty: CupSoda,
  power_elite: Medal,
  sharing_caring: Handshake,
  streak: CalendarCheck,
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
