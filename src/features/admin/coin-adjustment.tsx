// Support adjusts a player's coins: how many (a minus sign takes them away) and the reason the
// player reads in their coin history. The dialog sends one key for the adjustment it shows, so a
// double click or a resend after a lost reply moves the coins once (admin_adjust_coins).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { Dialog } from '../../lib/dialog.tsx';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { formatNumber } from '../../lib/format.ts';
import { FormActions } from './form-actions.tsx';
import { ReasonField } from './reason-field.tsx';
import { useSave } from './use-save.ts';

interface Player {
  id: string;
  name: string;
}

function AdjustmentForm({ player, onCancel, onDone }: { player: Player; onCancel: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [key] = useState(() => crypto.randomUUID());
  const [coins, setCoins] = useState('');
  const [reason, setReason] = useState('');
  const n = (v: number) => formatNumber(v, i18n.language);
  const { error, busy, submit } = useSave(
    () => api.admin_adjust_coins({ user_id: player.id, coins: coins.trim(), reason, key }),
    onDone,
    (r) =>
      t(r.coins > 0 ? 'players.added' : 'players.taken', {
        count: Math.abs(r.coins),
        coins: n(Math.abs(r.coins)),
        name: player.name,
        balance: n(r.balance),
      }),
  );
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <label>
        {t('players.adjustCoins')}
        <input
          type="text"
          inputMode="numeric"
          dir="ltr"
          value={coins}
          onChange={(e) => setCoins(e.target.value)}
          {...describedBy('adjustment', error)}
        />
      </label>
      <ReasonField
        label={t('players.adjustReason')}
        value={reason}
        onChange={setReason}
        errorId="adjustment"
        error={error}
      />
      <FieldError id="adjustment" error={error} />
      <FormActions label={t('players.adjustConfirm')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function CoinAdjustment({
  open,
  player,
  onClose,
  onDone,
}: {
  open: boolean;
  player: Player;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} title={t('players.adjustTitle', { name: player.name })} onClose={onClose}>
      <AdjustmentForm player={player} onCancel={onClose} onDone={onDone} />
    </Dialog>
  );
}
