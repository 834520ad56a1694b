// A player as the battle screens show them: picture (or initial), name (a link to their card where given), points, a timer when given, and
// whether their heartbeat has stopped (reconnecting).
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../../../machines/battle-timers.ts';
import type { PlayerTimer } from '../../../machines/battle-types.ts';
import { Avatar } from '../../lib/avatar.tsx';
import { PlayerLink } from '../../lib/player-link.tsx';

export function BattleTimer({ timer, label }: { timer: PlayerTimer; label: string }) {
  const low = timer.remaining <= 5;
  return (
    <span className={`battle-timer${low ? ' low' : ''}`} role="timer" aria-label={label}>
      {formatRemaining(timer.snapshot)}
    </span>
  );
}

/** A seat's shown name: the bot's in the player's language (its seat says bot; the stored name is the server's English). */
export function useSeatName() {
  const { t } = useTranslation('battle');
  return (seat: { name: string; bot?: boolean }) => (seat.bot ? t('botName') : seat.name);
}

export function PlayerChip(props: {
  name: string;
  bot?: boolean;
  image: string;
  points?: number;
  timer?: PlayerTimer;
  you?: boolean;
  reconnecting?: boolean;
  testId?: string;
  /** the uid whose card the name links to (another person: never the player themselves or the bot) */
  cardOf?: string;
  /** the card opens in a new tab, so the player stays on this page (a lobby) */
  cardInNewTab?: boolean;
}) {
  const { t } = useTranslation('battle');
  const name = useSeatName()(props);
  return (
    <div
      className={`player-chip${props.you ? ' you' : ''}${props.reconnecting ? ' reconnecting' : ''}`}
      data-testid={props.testId}
    >
      <Avatar name={name} src={props.image} size={56} />
      <div className="player-chip-text">
        <strong className="player-name">
          {props.cardOf ? (
            <PlayerLink uid={props.cardOf} newTab={props.cardInNewTab ? t('opensInNewTab') : undefined}>
              {name}
            </PlayerLink>
          ) : (
            name
          )}
        </strong>
        {props.you && <span className="player-you muted">({t('you')})</span>}
        {props.points !== undefined && <span className="player-points">{t('points', { count: props.points })}</span>}
        {props.reconnecting && (
          <span className="player-reconnecting" data-testid="seat-reconnecting">
            {t('seatReconnecting')}
          </span>
        )}
      </div>
      {props.timer && <BattleTimer timer={props.timer} label={t('timeLeftOf', { name })} />}
    </div>
  );
}
