// "Play again" on a friend or group result: the first presser opens a room with the same settings
// and the others are invited; a later presser is seated in that room. Either way, on to its lobby.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/api.ts';
import { translateNotice } from './notices.ts';

export function PlayAgain({ roomId }: { roomId: string }) {
  const { t } = useTranslation('battle');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    const reply = await api.battle_rematch({ room_id: roomId });
    setBusy(false);
    if (reply.ok) navigate(`/group-battle/room/${reply.data.room_id}`);
    else toast.error(translateNotice(reply.message), { id: 'rematch' });
  };
  return (
    <button type="button" className="btn primary" disabled={busy} aria-busy={busy} onClick={() => void press()}>
      {t('playAgain')}
    </button>
  );
}
