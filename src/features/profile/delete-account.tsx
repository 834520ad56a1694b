// Deleting the account, after a confirmation; the player is then signed out and sent home.
import { signOut } from 'firebase/auth';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../api/client.ts';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { auth } from '../../lib/firebase.ts';
import { useSession } from '../../stores/session.ts';
import { isDemoRefusal, useDemoGuard } from './demo-guard.ts';

export function DeleteAccount() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const guard = useDemoGuard();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    const reply = await request('delete_user_account');
    setBusy(false);
    setOpen(false);
    if (!reply.ok) return void toast.error(isDemoRefusal(reply.message) ? t('notInDemo') : reply.message);
    useSession.getState().logout();
    await signOut(auth).catch(() => {});
    toast.success(t('accountDeleted'));
    navigate('/', { replace: true });
  }

  return (
    <section className="stack danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('deleteAccount')}</h2>
      <p className="muted">{t('deleteWarning')}</p>
      <div>
        <button type="button" className="btn danger" onClick={() => !guard.refused() && setOpen(true)}>
          {t('deleteAccount')}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        title={t('deleteConfirmTitle')}
        confirmLabel={t('deleteConfirm')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setOpen(false)}
      >
        <p>{t('deleteConfirmText')}</p>
      </ConfirmDialog>
    </section>
  );
}
