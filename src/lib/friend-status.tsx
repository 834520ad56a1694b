// A friend's presence in words ("Online", "In a battle", "Last seen 2 h ago"), and where a friend may
// be challenged from: now when they are here, to play later when they are away. Shared by the
// friends list and a friend's card.
import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FriendRow } from '../realtime/friends.ts';
import './shared-ui.css';

/** "last seen 2 h ago", in the player's language. */
function seenAgo(ms: number, language: string): string {
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return rtf.format(-Math.max(1, minutes), 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.round(hours / 24), 'day');
}

export function Presence({ friend }: { friend: FriendRow }) {
  const { t, i18n } = useTranslation('friends');
  const text =
    friend.status === 'online'
      ? t('online')
      : friend.status === 'battle'
        ? t('inBattle')
        : friend.seenAgoMs === null
          ? t('away')
          : t('lastSeen', { ago: seenAgo(friend.seenAgoMs, i18n.language) });
  return (
    <span className={`presence ${friend.status}`} data-testid="presence">
      <span className="dot" aria-hidden />
      {text}
    </span>
  );
}

/** "Challenge" (a friend room with them invited) when they are online; "Challenge, they play later" when away. */
export function ChallengeLink({ friend }: { friend: FriendRow }) {
  const { t } = useTranslation('friends');
  if (friend.status === 'online')
    return (
      <Link
        className="btn small primary"
        to={`/group-battle/create?friend=${encodeURIComponent(friend.uid)}&name=${encodeURIComponent(friend.name)}`}
        aria-label={t('challengeNamed', { name: friend.name })}
        data-testid="challenge"
      >
        <Swords size={16} aria-hidden /> {t('challenge')}
      </Link>
    );
  if (friend.status === 'away')
    return (
      <Link
        className="btn small"
        to={`/battle/challenge/new?friend=${encodeURIComponent(friend.uid)}`}
        aria-label={t('challengeLaterNamed', { name: friend.name })}
      >
        {t('challengeLater')}
      </Link>
    );
  return null;
}
