// Quiz Zone: categories -> subcategories -> levels -> play.
import { useTranslation } from 'react-i18next';
import { CategoriesPage, PlacePage, type CategoryMode } from '../../quiz-engine/category-flow.tsx';
import { LevelGrid, LevelPlayPage } from '../../quiz-engine/level-flow.tsx';
import { api } from '../../api/api.ts';

function useQuizZone(): CategoryMode {
  const { t } = useTranslation('quiz');
  return {
    type: 'quiz',
    base: '/quiz-zone',
    title: t('mode_quiz_zone'),
    Leaf: LevelGrid,
    levels: {
      levelData: api.get_level_data,
      questions: api.get_questions_by_level,
      quizMode: 'quiz_zone',
      lifelines: true,
      bookmarkType: 'quiz',
      reportAction: api.report_question,
    },
  };
}

export const QuizZoneCategories = () => <CategoriesPage mode={useQuizZone()} />;
export const QuizZonePlace = () => <PlacePage mode={useQuizZone()} />;
export const QuizZoneLevel = () => <LevelPlayPage mode={useQuizZone()} />;
