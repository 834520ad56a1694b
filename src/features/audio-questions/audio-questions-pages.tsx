// Audio Questions: pick a category, listen to each clip, then answer.
import { useTranslation } from 'react-i18next';
import { CategoriesPage, PlacePage, type CategoryMode } from '../../quiz-engine/category-flow.tsx';
import { categoryPlay } from '../../quiz-engine/category-play.tsx';
import { api } from '../../api/api.ts';

const Leaf = categoryPlay({
  fetch: api.get_audio_questions,
  quizMode: 'audio',
  lifelines: true,
  bookmarkType: 'audio',
});

function useAudioQuestions(): CategoryMode {
  const { t } = useTranslation('quiz');
  return { type: 'audio', base: '/audio-questions', title: t('mode_audio'), Leaf };
}

export const AudioCategories = () => <CategoriesPage mode={useAudioQuestions()} />;
export const AudioPlace = () => <PlacePage mode={useAudioQuestions()} />;
