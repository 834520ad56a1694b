// The game modes on the home screen, with their routes (spec section 2).
export const gameModes = [
  { key: 'quiz_zone', path: '/quiz-zone', icon: '🧠' },
  { key: 'daily_quiz', path: '/quiz-play/daily-quiz-dashboard', icon: '📅' },
  { key: 'true_false', path: '/quiz-play/true-and-false-play', icon: '✅' },
  { key: 'fun_n_learn', path: '/fun-and-learn', icon: '📖' },
  { key: 'guess_the_word', path: '/guess-the-word', icon: '🔤' },
  { key: 'self_challenge', path: '/self-learning', icon: '⏱️' },
  { key: 'random_battle', path: '/random-battle', icon: '⚔️' },
  { key: 'group_battle', path: '/group-battle', icon: '👥' },
  { key: 'contest', path: '/contest-play', icon: '🏆' },
  { key: 'audio', path: '/audio-questions', icon: '🎧' },
  { key: 'math', path: '/math-mania', icon: '➗' },
  { key: 'exam', path: '/exam-module', icon: '📝' },
  { key: 'multi_match', path: '/multi-match-questions', icon: '🧩' },
] as const;
export type ModeKey = (typeof gameModes)[number]['key'];
