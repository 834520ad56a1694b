// Route prefixes that need a login (docs/product.md), plus the player's own screens.
export const gatedPrefixes = [
  '/quiz-zone',
  '/fun-and-learn',
  '/guess-the-word',
  '/self-learning',
  '/contest-play',
  '/random-battle',
  '/group-battle',
  '/battle',
  '/audio-questions',
  '/math-mania',
  '/exam-module',
  '/quiz-play/daily-quiz-dashboard',
  '/quiz-play/true-and-false-play',
  '/profile',
  '/play-bookmark-questions',
  '/multi-match-questions',
  '/leaderboard',
  '/notifications',
  '/players',
  '/admin',
];

export const isGated = (path: string) => gatedPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
export const isAuthPath = (path: string) => path === '/auth' || path.startsWith('/auth/');
