// The friends list (under the profile and on the battle page): requests to answer, then each friend
// with their presence and what can be done next: Challenge when they are here, "Challenge, they
// play later" when they are away, remove, block. Empty, it says how to add a first friend.
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api.ts';
import { BlockButton, UnblockButton, useFriendAction } from '../../lib/friend-actions.tsx';
import { ChallengeLink, Presence } from '../../lib/friend-status.tsx';
import { PlayerLink } from '../../lib/player-link.tsx';
import { EmptyState, Loading } from '../../lib/remote-view.tsx';
import type { FriendRow, Person } from '../../realtime/friends.ts';
import { useFriends } from '../../lib/use-friends.ts';
import './friends.css';

function FriendItem({ friend }: { friend: FriendRow }) {
  const { t } = useTranslation('friends');
  const { busy, run } = useFriendAction();
  return (
    <li className="friend-row" data-testid="friend" data-name={friend.name}>
      <div className="friend-who">
        <strong>
          <PlayerLink uid={friend.uid}>
            <bdi>{friend.name}</bdi>
          </PlayerLink>
        </strong>
        <Presence friend={friend} />
      </div>
      <div className="row friend-actions">
        <ChallengeLink friend={friend} />
        <button
          type="button"
          className="btn small"
          disabled={busy}
          aria-label={t('removeNamed', { name: friend.name })}
          onClick={() =>
            run(
              () => api.friend_remove({ user_id: friend.uid }),
              () => t('removedDone', { name: friend.name }),
            )
          }
        >
          {t('remove')}
        </button>
        <BlockButton uid={friend.uid} name={friend.name} />
      </div>
    </li>
  );
}

function RequestItem({ person }: { person: Person }) {
  const { t } = useTranslation('friends');
  const { busy, run } = useFriendAction();
  const answer = (a: 'accept' | 'decline') =>
    run(
      () => api.friend_answer({ user_id: person.uid, answer: a }),
      () => (a === 'accept' ? t('nowFriends', { name: person.name }) : t('declinedDone', { name: person.name })),
    );
  return (
    <li className="friend-row" data-testid="friend-request" data-name={person.name}>
      <strong>
        <PlayerLink uid={person.uid}>
          <bdi>{person.name}</bdi>
        </PlayerLink>
      </strong>
      <div className="row friend-actions">
        <button
          type="button"
          className="btn small primary"
          disabled={busy}
          onClick={() => answer('accept')}
          aria-label={t('acceptNamed', { name: person.name })}
        >
          {t('accept')}
        </button>
        <button
          type="button"
          className="btn small"
          disabled={busy}
          onClick={() => answer('decline')}
          aria-label={t('declineNamed', { name: person.name })}
        >
          {t('decline')}
        </button>
      </div>
    </li>
  );
}

function SentItem({ person }: { person: Person }) {
  const { t } = useTranslation('friends');
  const { busy, run } = useFriendAction();
  return (
    <li className="friend-row" data-testid="friend-sent">
      <span>
        <PlayerLink uid={person.uid}>
          <bdi>{person.name}</bdi>
        </PlayerLink>{' '}
        <span className="muted">{t('waitingForAnswer')}</span>
      </span>
      <button
        type="button"
        className="btn small"
        disabled={busy}
        aria-label={t('withdrawNamed', { name: person.name })}
        onClick={() =>
          run(
            () => api.friend_remove({ user_id: person.uid }),
            () => t('withdrawnDone', { name: person.name }),
          )
        }
      >
        {t('withdraw')}
      </button>
    </li>
  );
}

function BlockedItem({ person }: { person: Person }) {
  const { t } = useTranslation('friends');
  return (
    <li className="friend-row">
      <PlayerLink uid={person.uid}>
        <bdi>{person.name || t('someone')}</bdi>
      </PlayerLink>
      <UnblockButton uid={person.uid} name={person.name} />
    </li>
  );
}

/** The list itself; `full` adds the requests sent and the players blocked (the profile's page). */
export function FriendsPanel({ full = false }: { full?: boolean }) {
  const { t } = useTranslation('friends');
  const state = useFriends();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <p className="notice">{t('listFailed')}</p>;
  const { friends, incoming, outgoing, blocked } = state.view;
  return (
    <div className="stack friends-panel">
      {incoming.length > 0 && (
        <section className="stack" aria-labelledby="friend-requests">
          <h2 id="friend-requests">{t('requestsTitle')}</h2>
          <ul className="friend-list">
            {incoming.map((p) => (
              <RequestItem key={p.uid} person={p} />
            ))}
          </ul>
        </section>
      )}
      <section className="stack" aria-labelledby="friends-title">
        <h2 id="friends-title">{t('title')}</h2>
        {friends.length === 0 ? (
          <EmptyState>
            <UserPlus size={20} aria-hidden /> {t('empty')}{' '}
            {!full && <Link to="/profile/friends">{t('addFirst')}</Link>}
          </EmptyState>
        ) : (
          <ul className="friend-list" data-testid="friend-list">
            {friends.map((f) => (
              <FriendItem key={f.uid} friend={f} />
            ))}
          </ul>
        )}
      </section>
      {full && outgoing.length > 0 && (
        <section className="stack" aria-labelledby="friends-sent">
          <h2 id="friends-sent">{t('sentTitle')}</h2>
          <ul className="friend-list">
            {outgoing.map((p) => (
              <SentItem key={p.uid} person={p} />
            ))}
          </ul>
        </section>
      )}
      {full && blocked.length > 0 && (
        <section className="stack" aria-labelledby="friends-blocked">
          <h2 id="friends-blocked">{t('blockedTitle')}</h2>
          <ul className="friend-list">
            {blocked.map((p) => (
              <BlockedItem key={p.uid} person={p} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
