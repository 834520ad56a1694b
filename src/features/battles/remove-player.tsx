// The owner's "Remove" on a seat of a waiting room, confirmed first: the seat is free again and no
// fee has been taken (fees go at the start). The room's listener shows the seat emptied.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { ConfirmDialog } from '../../lib/dialog.tsx';
import { translateNotice } from './notices.ts';

export function RemovePlayer({ roomId, uid, name }: { roomId: string; uid: string; name: string }) {
  const { t } = useTranslation('battle');
  const [open, setOpen] = useState(false);
  const remove = async () => {
    setOpen(false);
    const reply = await api.battle_remove_player({ room_id: roomId, user_id: uid });
    if (!reply.ok) toast.error(translateNotice(reply.message), { id: 'remove-player' });
  };
  return (
    <>
      <button type="button" className="btn small" onClick={() => setOpen(true)} aria-label={t('removePlayerNamed', { name })}>
        {t('removePlayer')}
      </button>
      <ConfirmDialog open={open} title={t('removePlayerNamed', { name })} confirmLabel={t('removePlayer')} danger onCancel={() => setOpen(false)} onConfirm={() => void remove()}>
        {t('removePlayerWarning', { name })}
      </ConfirmDialog>
    </>
  );
}
