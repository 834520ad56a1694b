// True & False: quick statements, two options each.
import { useTranslation } from 'react-i18next';
import { languageId } from '../../quiz-engine/quiz-api.ts';
import { QuizPlay } from '../../quiz-engine/quiz-play.tsx';
import { api } from '../../api/api.ts';
import { orThrow } from '../../api/client.ts';
import { useSettings } from '../../stores/settings.ts';

/** get_questions_by_type: type 2 is true/false. */
const load = () => orThrow(api.get_questions_by_type({ language_id: languageId(), type: '2' }));

export default function TrueFalsePage() {
  const { t } = useTranslation('quiz');
  const questions = useSettings((s) => s.config.true_false_questions);
  return (
    <QuizPlay
      spec={{ mode: 'true_false', load, lifelines: true }}
      replayable
      title={t('mode_true_false')}
      intro={{ about: t('aboutTrueFalse'), questions }}
      backTo="/"
      bookmarkType="quiz"
    />
  );
}
