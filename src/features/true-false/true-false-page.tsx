// True & False: quick statements, two options each.
import { useTranslation } from 'react-i18next';
import { callOrThrow, languageId } from '../../quiz-engine/quiz-api.ts';
import { QuizPlay } from '../../quiz-engine/quiz-play.tsx';
import type { SessionReply } from '../../quiz-engine/served-question.ts';

/** get_questions_by_type: type 2 is true/false. */
const load = () => callOrThrow<SessionReply>('get_questions_by_type', { language_id: languageId(), type: '2' });

export default function TrueFalsePage() {
  const { t } = useTranslation('quiz');
  return <QuizPlay spec={{ mode: 'true_false', load, lifelines: true }} replayable title={t('mode_true_false')} backTo="/" bookmarkType="quiz" />;
}
