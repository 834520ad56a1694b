// The lobby's invitation: the code, and the link that seats a friend in one tap. On a phone the
// system share sheet (message and link); elsewhere "Copy link"; on a wide screen a QR code of the
// link beside the code, to scan across a table (its text alternative is the link itself).
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { inviteUrl } from '../../lib/invite-link.ts';
import { canShareSheet, useQrCode } from '../../lib/share-link.ts';

export function ShareInvite({ code, owner }: { code: string; owner: string }) {
  const { t } = useTranslation('battle');
  const link = inviteUrl(code);
  const qr = useQrCode(link);
  const message = t('shareMessage', { name: owner, code });
  const canShare = canShareSheet();

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('shareTitle'), text: message, url: link });
    } catch {
      // the player closed the sheet: nothing to say
    }
  };

  return (
    <div className="room-code-box">
      <div className="stack invite-text">
        <span className="muted">{t('roomCode')}</span>
        <strong className="room-code" data-testid="room-code">
          {code}
        </strong>
        <a className="invite-link" href={link} data-testid="invite-link" dir="ltr">
          {link}
        </a>
        <div className="row">
          {canShare ? (
            <button type="button" className="btn small primary" onClick={() => void share()}>
              {t('shareInvite')}
            </button>
          ) : (
            <button type="button" className="btn small primary" onClick={() => void copy(link, t('linkCopied'))}>
              {t('copyLink')}
            </button>
          )}
          <button type="button" className="btn small" onClick={() => void copy(code, t('codeCopied'))}>
            {t('copyRoomCode')}
          </button>
        </div>
      </div>
      {qr && (
        <img
          className="invite-qr"
          src={qr}
          width={200}
          height={200}
          alt={t('qrAlt', { link })}
          data-testid="invite-qr"
        />
      )}
    </div>
  );
}
