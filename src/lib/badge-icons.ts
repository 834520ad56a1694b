// How each badge looks, wherever badges show: the player's own badges page and another player's card.
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
