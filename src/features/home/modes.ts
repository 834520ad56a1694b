// How each game mode of get_web_home_settings looks on the home screen. The server decides which
// modes are on, their order and their routes; the key names the tile's words in home.json.
export const modeIcons: Record<string, string> = {
  quiz_zone: '🧠',
  daily_quiz: '📅',
  true_false: '✅',
  fun_n_learn: '📖',
  guess_the_word: '🔤',
  self_challenge: '⏱️',
  contest: '🏆',
  random_battle: '⚔️',
  group_battle: '👥',
  audio_questions: '🎧',
  math_mania: '➗',
  exam: '📝',
  multi_match: '🧩',
};

export const fallbackIcon = '🎯';
