// The player's invitations still valid, their own notifications, then the app's, newest first, a page
// at a time, merged without duplicates by id, in the interface's language. Each opens what it names;
// one that names nothing says it is for information and is no link.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCommand } from '../../lib/use-command.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { ListEnd } from '../../lib/list-end.tsx';
import { usePagedList } from '../../lib/paged-list.ts';
import { InvitationList } from '../../player/invitations.tsx';
import { EmptyState } from '../../lib/remote-view.tsx';
import './notifications.css';
import { api, type ReplyOf } from '../../api/api.ts';
import { defaultSystemConfig, wholeHours } from '../../../contract/settings.ts';

type Notification = ReplyOf<typeof api.get_notifications>['data'][number];
type Target = NonNullable<Notification['target']>;
type InboxNote = ReplyOf<typeof api.get_inbox>['data'][number];
const defaultHours = wholeHours(defaultSystemConfig.async_challenge_seconds);

/** What a notification names, opened when it is tapped: the badges, the referrals, the contest's board, group battles, the wallet. */
function hrefOf(n: InboxNote): string {
  if (n.kind === 'badge') return '/profile/badges';
  if (n.kind === 'referral') return '/profile/referral';
  if (n.kind === 'contest_prize' || n.kind === 'contest_result')
    return `/contest-play/${encodeURIComponent(n.id.replace(/^contest_(prize|result)_/, ''))}/leaderboard`;
  if (n.kind === 'battle_away') return '/group-battle';
  // a friend's live challenge that ended unplayed is kept as friend_challenge_<why>_<room>: the friends, to ask again
  if (n.kind === 'friend_requested' || n.kind === 'friend_accepted' || n.id.startsWith('friend_challenge_'))
    return '/profile/friends';
  // an asynchronous challenge: its offer, its result, or its expiry (the note's key ends with the room's id)
  if (n.kind.startsWith('challenge'))
    return `/battle/challenge/${encodeURIComponent(n.id.replace(/^challenge_(result_|expired_|declined_)?/, ''))}`;
  return '/profile/wallet';
}

/** The page an app notification's target names. */
const targetPaths: Record<Target, string> = {
  contests: '/contest-play',
  daily_quiz: '/quiz-play/daily-quiz-dashboard',
  exams: '/exam-module',
  referral: '/profile/referral',
  group_battle: '/group-battle',
  badges: '/profile/badges',
  fun_and_learn: '/fun-and-learn',
  math_mania: '/math-mania',
  multi_match: '/multi-match-questions',
};

function AppNotification({ note }: { note: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const heading = (
    <div className="row between">
      <strong>{note.title}</strong>
      <time className="muted" dateTime={note.date}>
        {formatDate(note.date, i18n.language)}
      </time>
    </div>
  );
  if (note.target === null)
    return (
      <li className="notice-item" data-id={note.id}>
        {heading}
        <p>{note.message}</p>
        <p className="muted notice-info">{t('informationOnly')}</p>
      </li>
    );
  return (
    <li className="notice-item opens" data-id={note.id}>
      <Link to={targetPaths[note.target]} className="notice-link">
        {heading}
        <p>{note.message}</p>
      </Link>
    </li>
  );
}

/** The player's own notifications (a badge, a friend who joined, a contest prize), marked read once shown. */
function ForYou() {
  const { t, i18n } = useTranslation('notifications');
  const inbox = useRemote(api.get_inbox, { offset: 0, limit: 20 });
  const shown = inbox.state.status === 'ready';
  const markRead = useCommand(api.mark_inbox_read).send;
  // once shown they are read: the bell's count follows through the player's listener
  useEffect(() => {
    if (shown) markRead({});
  }, [shown, markRead]);
  if (inbox.state.status !== 'ready' || inbox.state.data.data.length === 0) return null;
  const text = (n: InboxNote) =>
    n.kind === 'badge'
      ? t('inbox.badge', { badge: t(`badges:names.${n.params.badge}`, { defaultValue: String(n.params.badge) }) })
      : n.kind === 'payment' || n.kind === 'challenge_result'
        ? t(`inbox.${n.kind}_${n.params.status ?? n.params.outcome}`, n.params)
        : n.kind === 'challenge_declined' || n.kind === 'challenge_expired'
          ? t(`inbox.${n.kind}${n.params.coins ? '' : '_free'}`, n.params)
          : n.kind === 'challenge'
            ? // the window the challenge was made with (a note from before it was named: the default's)
              t('inbox.challenge', { ...n.params, count: n.params.hours ?? defaultHours })
            : t(`inbox.${n.kind}`, n.params);
  return (
    <section className="stack" aria-labelledby="for-you">
      <h2 id="for-you">{t('forYou')}</h2>
      <ul className="notice-list" data-testid="inbox">
        {inbox.state.data.data.map((n) => (
          <li key={n.id} className={`inbox-item${n.read ? '' : ' unread'}`}>
            <div className="row between">
              <Link to={hrefOf(n)} className="inbox-link">
                <strong>{text(n)}</strong>
              </Link>
              <time className="muted" dateTime={n.date}>
                {formatDate(n.date, i18n.language)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function NotificationsPage() {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const list = usePagedList<Notification>({
    fetch: api.get_notifications,
    payload: { sort: 'date', order: 'desc', language },
    pageSize: 10,
    keyOf: (m) => m.id,
  });
  return (
    <section className="stack">
      <h1>{t('title')}</h1>
      <InvitationList className="invitations" titled />
      <ForYou />
      {list.status !== 'loading' && list.last && (
        <p className="muted count-line" data-testid="notifications-total">
          {t('total', { count: list.total, n: formatNumber(list.total, i18n.language) })}
        </p>
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('empty')}</EmptyState>}
      <ul className="notice-list">
        {list.items.map((m) => (
          <AppNotification key={m.id} note={m} />
        ))}
      </ul>
      <ListEnd list={list} moreLabel={t('showMore')} />
    </section>
  );
}
