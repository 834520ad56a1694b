// The leaf of the modes that play a whole category or subcategory (Guess the Word, Audio
// Questions, Math Mania): opening it shows the set's start screen, and Start opens the set.
import type { ComponentType } from 'react';
import type { QuizMode } from '../../machines/quiz-types.ts';
import { placeName, placePath, type CategoryMode, type Place } from './category-flow.tsx';
import { languageId } from './quiz-api.ts';
import { useTranslation } from 'react-i18next';
import { QuizPlay } from './quiz-play.tsx';
import type { api } from '../api/api.ts';
import { orThrow } from '../api/client.ts';

export function categoryPlay(opts: {
  fetch: typeof api.get_guess_the_word | typeof api.get_audio_questions | typeof api.get_maths_questions;
  quizMode: QuizMode;
  lifelines: boolean;
  bookmarkType: string;
}): ComponentType<{ place: Place; mode: CategoryMode }> {
  return function CategoryPlay({ place, mode }) {
    const { t } = useTranslation('quiz');
    const load = () =>
      orThrow(
        opts.fetch({
          language_id: languageId(),
          type: place.subcategory ? 'subcategory' : 'category',
          type_id: place.subcategory?.id ?? place.category.id,
        }),
      );
    const path = placePath(mode, place);
    return (
      <QuizPlay
        key={path}
        spec={{ mode: opts.quizMode, load, lifelines: opts.lifelines, params: { path } }}
        replayable
        title={`${mode.title} · ${placeName(place)}`}
        intro={{ about: t('aboutCategory', { name: placeName(place) }) }}
        backTo={mode.base}
        bookmarkType={opts.bookmarkType}
      />
    );
  };
}
