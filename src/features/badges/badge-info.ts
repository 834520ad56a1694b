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
import type { SystemConfig } from '../../../contract/settings.ts';

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
