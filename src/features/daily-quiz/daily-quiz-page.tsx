// The daily quiz: the same questions for everybody on a calendar day, once ('You have Already Played').
// A player who has played sees today's result and when the next one opens instead of a refusal.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageId, timezoneFields } from '../../quiz-engine/quiz-api.ts';
import { QuizPlay } from '../../quiz-engine/quiz-play.tsx';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { useSettings } from '../../stores/settings.ts';
import { api, type ReplyOf } from '../../api/api.ts';
import { orThrow } from '../../api/client.ts';
import { messageText } from '../../i18n/message-text.ts';

type DailyStatus = ReplyOf<typeof api.get_daily_quiz_status>;

const load = () => orThrow(api.get_daily_quiz({ language_id: languageId(), ...timezoneFields() }));

export default function DailyQuizPage() {
  const { t } = useTranslation('quiz');
  const status = useRemote(api.get_daily_quiz_status, { language_id: languageId(), ...timezoneFields() });
  const questions = useSettings((s) => s.config.daily_quiz_questions);
  return (
    <RemoteView remote={status.state} onRetry={status.reload}>
      {(s) =>
        s.played ? (
          <DailyDone status={s} />
        ) : (
          <QuizPlay
            spec={{ mode: 'daily', load, lifelines: true }}
            title={t('mode_daily')}
            intro={{ about: t('aboutDaily'), questions }}
            backTo="/"
            bookmarkType="quiz"
          />
        )
      }
    </RemoteView>
  );
}

function DailyDone({ status }: { status: DailyStatus }) {
  const { t, i18n } = useTranslation('quiz');
  const opens = new Date(status.next_open_at);
  const sameDay = opens.toDateString() === new Date().toDateString();
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  const when = new Intl.DateTimeFormat(i18n.language, sameDay ? time : { weekday: 'long', ...time }).format(opens);
  const r = status.result;
  return (
    <section className="stack card" aria-labelledby="daily-done" data-testid="daily-done">
      <h1 id="daily-done">{messageText('already_played')}</h1>
      {r && (
        <p data-testid="daily-result">
          {t('dailyTodayResult', {
            correct: r.correct_answers,
            total: r.total_questions,
            percentage: r.percentage,
            coins: r.coins,
          })}
        </p>
      )}
      <p data-testid="daily-next">{t('dailyNextOpens', { when })}</p>
      <p className="muted">{t('dailyMeanwhile')}</p>
      <div>
        <Link className="btn" to="/quiz-zone">
          {t('dailyToQuizZone')}
        </Link>
      </div>
    </section>
  );
}
