// Contests: live, past and upcoming tabs; a live contest is played once, with no right or wrong
// shown until it ends (nor anybody's figures: the leaderboard opens at the end).
import { useState } from 'react';
import { Trophy } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { RemoteView } from '../../lib/remote-view.tsx';
import { messageText } from '../../i18n/message-text.ts';
import { languageId, timezoneFields } from '../../quiz-engine/quiz-api.ts';
import { QuizPlay } from '../../quiz-engine/quiz-play.tsx';
import { ReviewAnswers } from '../../quiz-engine/review-answers.tsx';
import { toAnswerRecord, toQuizQuestion } from '../../quiz-engine/served-question.ts';
import { useRemote } from '../../lib/use-remote.ts';
import '../../quiz-engine/quiz.css';
import { api, type ReplyOf } from '../../api/api.ts';
import { orThrow } from '../../api/client.ts';

type Contest = ReplyOf<typeof api.get_contest>['live'][number];
type Status = Contest['status'];

const base = '/contest-play';
const tabs: Status[] = ['live', 'past', 'upcoming'];
const when = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });

function ContestCard({ contest }: { contest: Contest }) {
  const { t, i18n } = useTranslation('contest');
  const navigate = useNavigate();
  const play = () => {
    if (contest.played) toast.error(messageText('already_played'));
    else navigate(`${base}/${contest.id}`, { state: { name: contest.name, endDate: contest.end_date } });
  };
  return (
    <li className="card contest-card" data-contest={contest.id}>
      <h2>{contest.name}</h2>
      <p>{contest.description}</p>
      <p className="muted">
        {contest.status === 'upcoming'
          ? t('starts', { date: when(contest.start_date, i18n.language) })
          : t('ends', { date: when(contest.end_date, i18n.language) })}
        {' · '}
        {t('quiz:questionsCount', { count: contest.no_of_que })}
      </p>
      {contest.prizes.length > 0 && (
        <p className="prizes">
          <Trophy className="icon" size={18} aria-hidden />{' '}
          {contest.prizes.map((p) => t('prize', { rank: p.rank, coins: p.coins })).join(' · ')}
        </p>
      )}
      <div className="row">
        {contest.status === 'live' && (
          <button type="button" className={`btn${contest.played ? '' : ' primary'}`} onClick={play}>
            {contest.played ? t('played') : t('play')}
          </button>
        )}
        {contest.status === 'past' && (
          <Link className="btn" to={`${base}/${contest.id}/leaderboard`}>
            {t('leaderboard')}
          </Link>
        )}
        {contest.status === 'past' && contest.played && (
          <Link className="btn" to={`${base}/${contest.id}/review`}>
            {t('quiz:reviewAnswers')}
          </Link>
        )}
      </div>
    </li>
  );
}

export function ContestList() {
  const { t } = useTranslation('contest');
  const [tab, setTab] = useState<Status>('live');
  const contests = useRemote(api.get_contest, { language_id: languageId(), ...timezoneFields() });
  return (
    <section className="page">
      <header className="page-head">
        <h1>{t('quiz:mode_contest')}</h1>
      </header>
      <div role="tablist" className="tabs" aria-label={t('quiz:mode_contest')}>
        {tabs.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            id={`tab-${s}`}
            aria-selected={tab === s}
            aria-controls="contest-panel"
            onClick={() => setTab(s)}
          >
            {t(s)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="contest-panel" aria-labelledby={`tab-${tab}`}>
        <RemoteView
          remote={contests.state}
          onRetry={contests.reload}
          isEmpty={(d) => d[tab].length === 0}
          empty={t('none')}
        >
          {(lists) => (
            <ul className="contest-list">
              {lists[tab].map((c) => (
                <ContestCard key={c.id} contest={c} />
              ))}
            </ul>
          )}
        </RemoteView>
      </div>
    </section>
  );
}

/** `/contest-play/:contest` */
export function ContestPlay() {
  const { t, i18n } = useTranslation('contest');
  const { contest } = useParams();
  const { name, endDate } = (useLocation().state as { name?: string; endDate?: string } | null) ?? {};
  const load = () => orThrow(api.get_questions_by_contest({ language_id: languageId(), contest_id: contest }));
  const board = `${base}/${contest}/leaderboard`;
  return (
    <QuizPlay
      spec={{ mode: 'contest', load, params: { contest } }}
      title={name ?? t('quiz:mode_contest')}
      intro={{ about: t('quiz:aboutContest') }}
      backTo={base}
      bookmarkType={null}
      resultExtra={(result) => (
        <>
          <p className="muted" data-testid="prize-timing">
            {endDate ? t('prizesPaidAt', { date: when(endDate, i18n.language) }) : t('prizesPaidAtEnd')}
          </p>
          {result.sealed ? (
            endDate && <p className="muted">{t('boardAtEnd', { date: when(endDate, i18n.language) })}</p>
          ) : (
            <Link className="btn" to={board}>
              {t('leaderboard')}
            </Link>
          )}
        </>
      )}
    />
  );
}

/** `/contest-play/:contest/review`: the player's answers with the right ones, once the contest has ended. */
export function ContestReview() {
  const { t } = useTranslation('contest');
  const { contest } = useParams();
  const navigate = useNavigate();
  const review = useRemote(api.get_contest_review, { language_id: languageId(), contest_id: contest });
  return (
    <section className="page">
      <RemoteView remote={review.state} onRetry={review.reload}>
        {({ questions }) => (
          <ReviewAnswers
            questions={questions.map((q) => toQuizQuestion(q, 'contest'))}
            answers={questions.map(toAnswerRecord)}
            bookmarkType={null}
            reportAction={api.report_question}
            onClose={() => void navigate(base)}
            closeLabel={t('quiz:mode_contest')}
          />
        )}
      </RemoteView>
    </section>
  );
}

/** `/contest-play/:contest/leaderboard` */
export function ContestLeaderboard() {
  const { t } = useTranslation('contest');
  const { contest } = useParams();
  const board = useRemote(api.get_contest_leaderboard, {
    language_id: languageId(),
    contest_id: contest,
    offset: 0,
    limit: 50,
  });
  return (
    <section className="page">
      <header className="page-head">
        <p className="crumbs">
          <Link to={base}>{t('quiz:mode_contest')}</Link>
        </p>
        <h1>{t('leaderboard')}</h1>
      </header>
      <RemoteView remote={board.state} onRetry={board.reload} isEmpty={(d) => d.rows.length === 0}>
        {({ rows, me }) => (
          <>
            {me && (
              <p className="card my-rank" data-testid="my-rank">
                {t('yourRank', { rank: me.rank, score: me.score })}
              </p>
            )}
            <table className="board">
              <thead>
                <tr>
                  <th scope="col">{t('rank')}</th>
                  <th scope="col">{t('player')}</th>
                  <th scope="col">{t('score')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.user_id} className={r.user_id === me?.user_id ? 'me' : undefined}>
                    <td>{r.rank}</td>
                    <td>{r.name}</td>
                    <td>{r.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </RemoteView>
    </section>
  );
}
