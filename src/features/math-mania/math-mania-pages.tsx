// Math Mania: pick a category; formulas are typeset with KaTeX.
import { useTranslation } from 'react-i18next';
import { CategoriesPage, PlacePage, type CategoryMode } from '../../quiz-engine/category-flow.tsx';
import { categoryPlay } from '../../quiz-engine/category-play.tsx';
import { api } from '../../api/api.ts';

const Leaf = categoryPlay({ fetch: api.get_maths_questions, quizMode: 'math', lifelines: true, bookmarkType: 'math' });

function useMathMania(): CategoryMode {
  const { t } = useTranslation('quiz');
  return { type: 'math', base: '/math-mania', title: t('mode_math'), Leaf };
}

export const MathCategories = () => <CategoriesPage mode={useMathMania()} />;
export const MathPlace = () => <PlacePage mode={useMathMania()} />;
