// The daily quiz: the same questions for everybody on a calendar day, once ('You have Already Played').
import { useTranslation } from 'react-i18next';
import { callOrThrow, languageId, timezoneFields } from '../../components/quiz-play/quiz-api.ts';
import { QuizPlay } from '../../components/quiz-play/quiz-play.tsx';
import type { SessionReply } from '../../components/quiz-play/served-question.ts';

const load = () => callOrThrow<SessionReply>('get_daily_quiz', { language_id: languageId(), ...timezoneFields() });

export default function DailyQuizPage() {
  const { t } = useTranslation('quiz');
  return <QuizPlay spec={{ mode: 'daily', load, lifelines: true }} title={t('mode_daily')} backTo="/" bookmarkType="quiz" />;
}
