// A player's foul-play flag on their console page: when the answer-key rule raised it and the figures
// it read (a flagged player is paired only with flagged players or the bot), or when and why an
// operator cleared it; "Clear flag" asks for the reason the audit trail keeps
// (admin_clear_fair_play_flag). From then on only the player's later battles are judged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ReplyOf } from '../../api/api.ts';
import { Dialog } from '../../lib/dialog.tsx';
import { FieldError } from '../../lib/field-error.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { FormActions } from './form-actions.tsx';
import { ReasonField } from './reason-field.tsx';
import { useSave } from './use-save.ts';

type FairPlay = ReplyOf<typeof api.admin_get_player>['fair_play'];
interface Player {
  id: string;
  name: string;
}

function ClearForm({
  player,
  flaggedAt,
  onCancel,
  onDone,
}: {
  player: Player;
  flaggedAt: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const { error, busy, submit } = useSave(
    () => api.admin_clear_fair_play_flag({ user_id: player.id, flagged_at: flaggedAt, reason }),
    onDone,
    () => t('players.clearedDone', { name: player.name }),
  );
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <ReasonField
        label={t('players.clearReason')}
        value={reason}
        onChange={setReason}
        errorId="clear-flag"
        error={error}
      />
      <FieldError id="clear-flag" error={error} />
      <FormActions label={t('players.clearConfirm')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function FairPlayFlag({
  player,
  fairPlay: { flag, cleared },
  onCleared,
}: {
  player: Player;
  fairPlay: FairPlay;
  onCleared: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <section className="stack" aria-labelledby="fair-play-title" data-testid="fair-play">
      <h3 id="fair-play-title">{t('players.fairPlay')}</h3>
      {flag ? (
        <>
          <p>
            <span className="status-pill rejected">{t('players.flaggedPill')}</span>{' '}
            {t('players.flagged', {
              date: formatDate(flag.flagged_at, i18n.language),
              right: n(flag.right_percent),
              ms: n(flag.median_ms),
            })}
          </p>
          <div className="row wrap">
            <button type="button" className="btn" onClick={() => setOpen(true)}>
              {t('players.clearFlag')}
            </button>
          </div>
        </>
      ) : (
        <p className="muted">
          {cleared
            ? t('players.cleared', { date: formatDate(cleared.cleared_at, i18n.language), reason: cleared.reason })
            : t('players.notFlagged')}
        </p>
      )}
      <Dialog open={open} title={t('players.clearTitle', { name: player.name })} onClose={() => setOpen(false)}>
        <ClearForm
          player={player}
          flaggedAt={flag?.flagged_at ?? ''}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onCleared();
          }}
        />
      </Dialog>
    </section>
  );
}
