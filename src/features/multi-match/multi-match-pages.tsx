// Multi Match: categories -> subcategories -> levels -> play, one pairing question per level.
import { useTranslation } from 'react-i18next';
import { CategoriesPage, PlacePage, type CategoryMode } from '../../quiz-engine/category-flow.tsx';
import { LevelGrid, LevelPlayPage } from '../../quiz-engine/level-flow.tsx';
import { api } from '../../api/api.ts';

function useMultiMatch(): CategoryMode {
  const { t } = useTranslation('quiz');
  return {
    type: 'multi_match',
    base: '/multi-match-questions',
    title: t('mode_multi_match'),
    Leaf: LevelGrid,
    levels: {
      levelData: api.get_multi_match_level_data,
      questions: api.get_multi_match_questions_by_level,
      quizMode: 'multi_match',
      lifelines: false,
      bookmarkType: null,
      reportAction: api.multi_match_report_question,
    },
  };
}

export const MultiMatchCategories = () => <CategoriesPage mode={useMultiMatch()} />;
export const MultiMatchPlace = () => <PlacePage mode={useMultiMatch()} />;
export const MultiMatchLevel = () => <LevelPlayPage mode={useMultiMatch()} />;
