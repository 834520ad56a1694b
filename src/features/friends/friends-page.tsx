// The player's friends (/profile/friends): add one by their friend code; share one's own friend
// link (share sheet, copy, QR); the list with presence and challenges; requests sent; players
// blocked; and "appear offline".
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { useFriendAction } from '../../lib/friend-actions.tsx';
import { canShareSheet, useQrCode } from '../../lib/share-link.ts';
import { usePlayerFigures } from '../../player/player.tsx';
import { useSession } from '../../stores/session.ts';
import { FriendsPanel } from './friends-panel.tsx';
import { friendLinkUrl } from './friend-link.ts';
import './friends.css';

function AddByCode() {
  const { t } = useTranslation('friends');
  const [code, setCode] = useState('');
  const { busy, run } = useFriendAction();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(
      () => api.friend_request({ code }),
      (r) => (r.status === 'friends' ? t('nowFriends', { name: r.name }) : t('requestSent', { name: r.name })),
      () => setCode(''),
    );
  };
  return (
    <form className="card stack" onSubmit={onSubmit} aria-labelledby="add-by-code">
      <h2 id="add-by-code">{t('addByCode')}</h2>
      <label>
        {t('friendCode')}
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          required
          maxLength={32}
          data-testid="friend-code-input"
        />
      </label>
      <button type="submit" className="btn primary" disabled={busy}>
        {t('sendRequest')}
      </button>
    </form>
  );
}

function MyFriendLink() {
  const { t } = useTranslation('friends');
  const user = useSession((s) => s.user);
  const code = user?.refer_code ?? '';
  const link = friendLinkUrl(code);
  const qr = useQrCode(link);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('linkCopied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  const share = () =>
    navigator
      .share({ title: t('shareTitle'), text: t('shareMessage', { name: user?.name ?? '', code }), url: link })
      .catch(() => {});
  if (!code) return null;
  return (
    <section className="card friend-link-box" aria-labelledby="my-code">
      <div className="stack">
        <h2 id="my-code">{t('yourCode')}</h2>
        <strong className="friend-code" data-testid="my-friend-code" dir="ltr">
          {code}
        </strong>
        <a href={link} dir="ltr" className="friend-link" data-testid="friend-link">
          {link}
        </a>
        <div className="row">
          {canShareSheet() ? (
            <button type="button" className="btn small primary" onClick={() => void share()}>
              {t('shareLink')}
            </button>
          ) : (
            <button type="button" className="btn small primary" onClick={() => void copy()}>
              {t('copyLink')}
            </button>
          )}
        </div>
      </div>
      {qr && <img className="friend-qr" src={qr} width={160} height={160} alt={t('qrAlt', { link })} />}
    </section>
  );
}

function AppearOffline() {
  const { t } = useTranslation('friends');
  const hidden = usePlayerFigures()?.appearOffline ?? false;
  const { busy, run } = useFriendAction();
  const toggle = (next: boolean) =>
    run(
      () => api.set_appear_offline({ hidden: next ? '1' : '0' }),
      () => (next ? t('offlineOn') : t('offlineOff')),
    );
  return (
    <label className="appear-offline">
      <input type="checkbox" checked={hidden} disabled={busy} onChange={(e) => toggle(e.target.checked)} />
      <span>
        {t('appearOffline')}
        <small className="muted"> {t('appearOfflineHint')}</small>
      </span>
    </label>
  );
}

export default function FriendsPage() {
  const { t } = useTranslation('friends');
  return (
    <section className="stack friends-page">
      <h1>{t('pageTitle')}</h1>
      <FriendsPanel full />
      <div className="friends-add">
        <AddByCode />
        <MyFriendLink />
      </div>
      <AppearOffline />
    </section>
  );
}
