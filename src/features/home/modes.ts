// How each game mode of get_web_home_settings looks on the home screen. The server decides which
// modes are on, their order and their routes; the key names the tile's words in home.json. Line
// icons drawn as SVG (named imports, so only these reach the bundle): an emoji would need an emoji
// font, which a phone may lack and whose search costs the first layout tens of milliseconds.
import {
  BookOpen,
  Brain,
  Calculator,
  CalendarDays,
  CircleCheck,
  NotebookPen,
  Puzzle,
  SpellCheck,
  Swords,
  Target,
  Timer,
  Trophy,
  Users,
  Headphones,
  type LucideIcon,
} from 'lucide-react';

export const modeIcons: Record<string, LucideIcon> = {
  quiz_zone: Brain,
  daily_quiz: CalendarDays,
  true_false: CircleCheck,
  fun_n_learn: BookOpen,
  guess_the_word: SpellCheck,
  self_challenge: Timer,
  contest: Trophy,
  random_battle: Swords,
  group_battle: Users,
  audio_questions: Headphones,
  math_mania: Calculator,
  exam: NotebookPen,
  multi_match: Puzzle,
};

/** A mode this build has no icon for yet (the server may turn on a new one). */
export const fallbackIcon: LucideIcon = Target;
