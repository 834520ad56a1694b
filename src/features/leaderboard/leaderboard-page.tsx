// Daily, monthly and all-time leaderboards, and the ladder of ratings: the top three on a podium,
// the rest loading as the player scrolls, and the player's own rank pinned in view.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../lib/avatar.tsx';
import { formatNumber } from '../../lib/format.ts';
import { provisionalGames } from '../../../contract/rating.ts';
import { ListEnd } from '../../lib/list-end.tsx';
import { PlayerLink } from '../../lib/player-link.tsx';
import { usePagedList } from '../../lib/paged-list.ts';
import { EmptyState } from '../../lib/remote-view.tsx';
import { useSession } from '../../stores/session.ts';
import './leaderboard.css';
import { api, type ReplyOf } from '../../api/api.ts';

// The daily, monthly and all-time boards and the ladder answer the same shape.
type BoardPage = ReplyOf<typeof api.get_daily_leaderboard>;
type BoardRow = BoardPage['data'][number];

const periods = {
  daily: api.get_daily_leaderboard,
  monthly: api.get_monthly_leaderboard,
  global: api.get_globle_leaderboard,
  rating: api.get_rating_leaderboard,
};
type Period = keyof typeof periods;
const isPeriod = (p: string | null): p is Period => p !== null && p in periods;

export default function LeaderboardPage() {
  const { t, i18n } = useTranslation('leaderboard');
  const [params, setParams] = useSearchParams();
  const wanted = params.get('period');
  const period: Period = isPeriod(wanted) ? wanted : 'daily';
  const me = useSession((s) => s.user);
  const board = usePagedList<BoardRow, BoardPage>({ fetch: periods[period], pageSize: 20, keyOf: (r) => r.user_id });
  const n = (x: number) => formatNumber(x, i18n.language);
  const podium = board.items.filter((r) => r.rank <= 3);
  const rest = board.items.filter((r) => r.rank > 3);
  const mine = board.last?.my_rank;
  const isMe = (r: BoardRow) => r.user_id === me?.id;
  const ladder = period === 'rating';

  return (
    <section className="stack leaderboard">
      <h1>{t('title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('periodLabel')}>
        {(Object.keys(periods) as Period[]).map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={p === period}
            className={`tab${p === period ? ' active' : ''}`}
            onClick={() => setParams(p === 'daily' ? {} : { period: p }, { replace: true })}
          >
            {t(`periods.${p}`)}
          </button>
        ))}
      </div>
      {board.status === 'ready' && board.items.length === 0 && (
        <EmptyState>{ladder ? t('ladderEmpty', { n: n(provisionalGames) }) : t('empty')}</EmptyState>
      )}
      {podium.length > 0 && (
        <ol className="podium" aria-label={t('topThree')}>
          {podium.map((r) => (
            <li key={r.user_id} className={`podium-place place-${r.rank}${isMe(r) ? ' me' : ''}`} data-rank={r.rank}>
              <span className="medal" aria-hidden>
                {n(r.rank)}
              </span>
              <Avatar name={r.name} src={r.profile} size={r.rank === 1 ? 72 : 56} />
              <strong className="board-name">
                <PlayerLink uid={r.user_id}>
                  <bdi>{r.name}</bdi>
                </PlayerLink>
              </strong>
              <span className="board-score">{t(ladder ? 'ratingN' : 'points', { n: n(r.score) })}</span>
              <span className="visually-hidden">{t('rankN', { n: n(r.rank) })}</span>
            </li>
          ))}
        </ol>
      )}
      {rest.length > 0 && (
        <ol className="board-list" aria-label={t('title')}>
          {rest.map((r) => (
            <li key={r.user_id} className={`board-row${isMe(r) ? ' me' : ''}`} data-rank={r.rank}>
              <span className="board-rank">{n(r.rank)}</span>
              <Avatar name={r.name} src={r.profile} size={36} />
              <span className="board-name">
                <PlayerLink uid={r.user_id}>
                  <bdi>{r.name}</bdi>
                </PlayerLink>
              </span>
              <span className="board-score">{n(r.score)}</span>
            </li>
          ))}
        </ol>
      )}
      <ListEnd list={board} moreLabel={t('showMore')} />
      {mine && me && (
        <div className="my-rank" data-testid="my-rank" aria-live="polite">
          <span className="board-rank">{mine.rank > 0 ? n(mine.rank) : '–'}</span>
          <Avatar name={me.name} src={me.profile} size={36} />
          <span className="board-name">
            {t('you')}
            {mine.rank === 0 && (
              <small className="muted">
                {' '}
                · {ladder ? t('ladderNotRanked', { n: n(provisionalGames) }) : t('notRanked')}
              </small>
            )}
          </span>
          <span className="board-score">{ladder && mine.rank === 0 ? '–' : n(mine.score)}</span>
        </div>
      )}
    </section>
  );
}
