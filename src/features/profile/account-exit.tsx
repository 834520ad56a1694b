// A profile action that ends the player's session here after a confirmation: deleting the
// account, or logging out of every device. The server acts, this device signs out and goes home.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { api } from '../../api/api.ts';
import { ConfirmDialog } from '../../lib/dialog.tsx';
import { logOut } from '../../lib/log-out.ts';
import { textOf } from '../../i18n/message-text.ts';

/** Keys of the profile namespace for each text. */
interface Texts {
  title: string;
  text: string;
  confirmTitle: string;
  confirm: string;
  confirmText: string;
  done: string;
}

export function AccountExit(props: {
  id: string;
  action: typeof api.delete_user_account | typeof api.logout_all_devices;
  texts: Texts;
  danger?: boolean;
  /** False keeps the dialog closed (e.g. the demo version refuses). */
  mayOpen?: () => boolean;
}) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const reply = await props.action();
    setBusy(false);
    setOpen(false);
    if (!reply.ok) return void toast.error(textOf(reply));
    await logOut();
    toast.success(t(props.texts.done));
    navigate('/', { replace: true });
  }

  return (
    <section className={`stack${props.danger ? ' danger-zone' : ''}`} aria-labelledby={props.id}>
      <h2 id={props.id}>{t(props.texts.title)}</h2>
      <p className="muted">{t(props.texts.text)}</p>
      <div>
        <button
          type="button"
          className={`btn${props.danger ? ' danger' : ''}`}
          onClick={() => (props.mayOpen?.() ?? true) && setOpen(true)}
        >
          {t(props.texts.title)}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        title={t(props.texts.confirmTitle)}
        confirmLabel={t(props.texts.confirm)}
        danger={props.danger}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>{t(props.texts.confirmText)}</p>
      </ConfirmDialog>
    </section>
  );
}
