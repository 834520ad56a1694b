// A friend link opened: who it names, and "Send friend request" (nothing is sent by opening it).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../api/api.ts';
import { Avatar } from '../../lib/avatar.tsx';
import { AddFriendButton } from '../../lib/friend-actions.tsx';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { useSession } from '../../stores/session.ts';
import './friends.css';

export default function FriendLinkPage() {
  const { t } = useTranslation('friends');
  const code = useParams().code ?? '';
  const me = useSession((s) => s.user?.id);
  const { state, reload } = useRemote(api.friend_by_code, { code });
  return (
    <section className="stack friends-page">
      <h1>{t('linkTitle')}</h1>
      <RemoteView remote={state} onRetry={() => void reload()}>
        {(p) => (
          <div className="card row friend-link-card">
            <Avatar name={p.name} src={p.profile} size={48} />
            <strong>
              <bdi>{p.name}</bdi>
            </strong>
            {p.user_id === me ? (
              <span className="muted">{t('yourOwnLink')}</span>
            ) : (
              <AddFriendButton uid={p.user_id} name={p.name} />
            )}
          </div>
        )}
      </RemoteView>
      <Link to="/profile/friends">{t('toYourFriends')}</Link>
    </section>
  );
}
