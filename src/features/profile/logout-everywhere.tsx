// "Log out of all devices": the server refuses every api_token issued so far (logout_all_devices),
// then this device signs out too and goes home.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../api/client.ts';
import { ConfirmDialog } from '../../lib/confirm-dialog.tsx';
import { logOut } from '../auth/complete-sign-in.ts';

export function LogoutEverywhere() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const reply = await request('logout_all_devices');
    setBusy(false);
    setOpen(false);
    if (!reply.ok) return void toast.error(reply.message);
    await logOut();
    toast.success(t('loggedOutEverywhere'));
    navigate('/', { replace: true });
  }

  return (
    <section className="stack" aria-labelledby="logout-everywhere-title">
      <h2 id="logout-everywhere-title">{t('logoutEverywhere')}</h2>
      <p className="muted">{t('logoutEverywhereText')}</p>
      <div>
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          {t('logoutEverywhere')}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        title={t('logoutEverywhereConfirmTitle')}
        confirmLabel={t('logoutEverywhereConfirm')}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>{t('logoutEverywhereText')}</p>
      </ConfirmDialog>
    </section>
  );
}
