// Guess the Word: pick a category, then spell each answer from its letters.
import { useTranslation } from 'react-i18next';
import { CategoriesPage, PlacePage, type CategoryMode } from '../../quiz-engine/category-flow.tsx';
import { categoryPlay } from '../../quiz-engine/category-play.tsx';
import { api } from '../../api/api.ts';

const Leaf = categoryPlay({
  fetch: api.get_guess_the_word,
  quizMode: 'guess_word',
  lifelines: false,
  bookmarkType: 'guess_the_word',
});

function useGuessTheWord(): CategoryMode {
  const { t } = useTranslation('quiz');
  return { type: 'guess_the_word', base: '/guess-the-word', title: t('mode_guess_the_word'), Leaf };
}

export const GuessTheWordCategories = () => <CategoriesPage mode={useGuessTheWord()} />;
export const GuessTheWordPlace = () => <PlacePage mode={useGuessTheWord()} />;
