// A group battle's top three on a podium. The list stays in rank order for screen readers; CSS
// places the first in the middle, the second at the start and the third at the end (logical order,
// so RTL mirrors it). A step's height follows the rank, so players who tie stand equally high.
import { useTranslation } from 'react-i18next';
import type { Standing } from '../../../machines/battle-types.ts';
import { Avatar } from '../../lib/avatar.tsx';

export function BattlePodium({
  standings,
  uid,
  sharedRank,
}: {
  standings: Standing[];
  uid: string;
  sharedRank: (rank: number) => boolean;
}) {
  const { t } = useTranslation('battle');
  return (
    <ol className="battle-podium" aria-label={t('podium')} data-testid="podium">
      {standings.slice(0, 3).map((standing, place) => (
        <li
          key={standing.uid}
          className={`podium-step place-${place + 1} step-${Math.min(standing.rank, 3)}${standing.uid === uid ? ' you' : ''}`}
        >
          <span className="visually-hidden">
            {t(sharedRank(standing.rank) ? 'rankLabelShared' : 'rankLabel', { rank: standing.rank })}
          </span>
          <Avatar name={standing.name} src={standing.image} size={place === 0 ? 64 : 48} />
          {/* the name's own direction on the box that cuts it: the ellipsis falls at the name's end in either script */}
          <strong className="podium-name" dir="auto">
            {standing.name}
          </strong>
          <span className="podium-points">{t('points', { count: standing.points })}</span>
          <span className="podium-block" aria-hidden>
            {standing.rank}
          </span>
        </li>
      ))}
    </ol>
  );
}
