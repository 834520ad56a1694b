// Another player's card (/players/:uid): what everyone may see of them (name, picture, rating as
// the ladder shows it, their ladder place, the badges they earned; get_player_card), and where the
// viewer stands with them, from the viewer's own friends listener: Add friend, Request sent, or
// Friends (their presence and Challenge), Block or Unblock. The viewer's own uid goes to /profile.
import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { api, type ReplyOf } from '../../api/api.ts';
import { textOf } from '../../i18n/message-text.ts';
import { Avatar } from '../../lib/avatar.tsx';
import { badgeIcons } from '../../lib/badge-icons.ts';
import { AddFriendButton, BlockButton, UnblockButton } from '../../lib/friend-actions.tsx';
import { ChallengeLink, Presence } from '../../lib/friend-status.tsx';
import { formatNumber } from '../../lib/format.ts';
import { ErrorState, Loading } from '../../lib/remote-view.tsx';
import { useFriends, type FriendsState } from '../../lib/use-friends.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { useSession } from '../../stores/session.ts';
import './players.css';

type Card = ReplyOf<typeof api.get_player_card>;

/** Where the viewer stands with this player, by their own lists; nothing while the lists load. */
function Relation({ card, friends }: { card: Card; friends: FriendsState }) {
  const { t } = useTranslation('players');
  const view = friends.status === 'ready' ? friends.view : undefined;
  const is = (list: { uid: string }[] | undefined) => list?.some((p) => p.uid === card.user_id) ?? false;
  const friend = view?.friends.find((f) => f.uid === card.user_id);
  const who = { uid: card.user_id, name: card.name };
  let status = '';
  let actions = null;
  if (is(view?.blocked)) {
    status = t('youBlocked');
    actions = <UnblockButton {...who} />;
  } else if (friend) {
    status = t('friends:alreadyFriend');
    actions = (
      <>
        <ChallengeLink friend={friend} />
        <BlockButton {...who} />
      </>
    );
  } else if (is(view?.outgoing)) {
    status = t('friends:requestSentShort');
    actions = <BlockButton {...who} />;
  } else if (friends.status !== 'loading') {
    // a request they sent: Add friend accepts it
    if (is(view?.incoming)) status = t('askedYou', { name: card.name });
    actions = (
      <>
        <AddFriendButton {...who} />
        <BlockButton {...who} />
      </>
    );
  }
  return (
    <div className="player-relation stack">
      {/* always in the page, so a change (Request sent, Friends, blocked) is read out */}
      <p className="relation-status" role="status" data-testid="relation-status">
        {status}
      </p>
      {friend && <Presence friend={friend} />}
      <div className="row">{actions}</div>
    </div>
  );
}

function CardView({ card }: { card: Card }) {
  const { t, i18n } = useTranslation('players');
  const friends = useFriends();
  const n = (x: number) => formatNumber(x, i18n.language);
  return (
    <section className="stack player-card-page" aria-labelledby="player-name" data-testid="player-card">
      <div className="card player-card">
        <Avatar name={card.name} src={card.profile} size={88} />
        <div className="stack player-card-main">
          <h1 id="player-name">
            <bdi>{card.name}</bdi>
          </h1>
          <dl className="player-facts">
            <div>
              <dt>{t('rating')}</dt>
              <dd data-testid="card-rating">
                {n(card.rating.figure)}
                {card.rating.provisional && <span className="muted"> · {t('provisional')}</span>}
              </dd>
            </div>
            <div>
              <dt>{t('ladder')}</dt>
              <dd data-testid="card-ladder">
                {card.ladder_rank === null ? t('notOnLadder') : t('ladderRank', { n: n(card.ladder_rank) })}
              </dd>
            </div>
          </dl>
          <Relation card={card} friends={friends} />
        </div>
      </div>
      <section className="card stack" aria-labelledby="player-badges">
        <h2 id="player-badges">{t('badgesTitle', { n: n(card.badges.length) })}</h2>
        {card.badges.length === 0 ? (
          <p className="muted">{t('noBadges', { name: card.name })}</p>
        ) : (
          <ul className="player-badges" data-testid="card-badges">
            {card.badges.map((type) => {
              const Icon = badgeIcons[type] ?? Medal;
              return (
                <li key={type}>
                  <Icon size={20} aria-hidden />
                  {t(`badges:names.${type}`)}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </section>
  );
}

function PlayerCard({ uid }: { uid: string }) {
  const { t } = useTranslation('players');
  const { state, reload } = useRemote(api.get_player_card, { user_id: uid });
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'ready') return <CardView card={state.data} />;
  // no such player (or a closed account): said, with a way on
  if (state.failure.code === 'player_unavailable' || state.failure.code === 'invalid_input')
    return (
      <section className="center-page" data-testid="player-unavailable">
        <h1>{t('unavailableTitle')}</h1>
        <p>{textOf({ code: 'player_unavailable' })}</p>
        <div className="row center">
          <Link className="btn primary" to="/leaderboard">
            {t('toLeaderboard')}
          </Link>
          <Link className="btn" to="/profile/friends">
            {t('toFriends')}
          </Link>
        </div>
      </section>
    );
  return <ErrorState message={textOf(state.failure)} onRetry={() => void reload()} backTo="/leaderboard" />;
}

export default function PlayerCardPage() {
  const { uid = '' } = useParams();
  const me = useSession((s) => s.user?.id);
  if (uid === me) return <Navigate to="/profile" replace />;
  // a new card for another player starts fresh (its command buttons' state included)
  return <PlayerCard key={uid} uid={uid} />;
}
