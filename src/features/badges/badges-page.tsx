// Every badge with its state (locked, unlocked, reward claimed) and what earns it; an unlocked
// badge's reward is claimed with set_badges.
import { Lock, Medal } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { useSettings } from '../../stores/settings.ts';
import { badgeIcons } from '../../lib/badge-icons.ts';
import { badgeStatus, ruleNumbers } from './badge-info.ts';
import './badges.css';
import { api, type ReplyOf } from '../../api/api.ts';
import { textOf } from '../../i18n/message-text.ts';

type Badge = ReplyOf<typeof api.get_user_badges>[number];

const stateName = (status: number) =>
  status === badgeStatus.claimed ? 'claimed' : status === badgeStatus.unlocked ? 'unlocked' : 'locked';

export default function BadgesPage() {
  const { t, i18n } = useTranslation('badges');
  const config = useSettings((s) => s.config);
  const { state, reload, update } = useRemote(api.get_user_badges, {});
  const [claiming, setClaiming] = useState<Badge | null>(null);
  const numbers = Object.fromEntries(
    Object.entries(ruleNumbers(config)).map(([k, v]) => [k, formatNumber(v, i18n.language)]),
  );
  const claim = useCommand(api.set_badges, {
    onDone: (reply) => {
      if (!claiming) return;
      update((list) => list.map((b) => (b.type === claiming.type ? { ...b, status: reply.status } : b)));
      toast.success(t('claimed', { n: formatNumber(claiming.reward, i18n.language) }));
    },
    onRefused: (message) => void toast.error(textOf(message)),
  });

  return (
    <section className="stack">
      <h1>{t('title')}</h1>
      <RemoteView remote={state} onRetry={reload} isEmpty={(list) => list.length === 0} empty={t('common:noBadges')}>
        {(list) => (
          <>
            <p className="muted count-line">
              {t('summary', {
                unlocked: list.filter((b) => b.status !== badgeStatus.locked).length,
                total: list.length,
              })}
            </p>
            <ul className="badge-grid">
              {list.map((b) => {
                const name = stateName(b.status);
                const BadgeIcon = b.status === badgeStatus.locked ? Lock : (badgeIcons[b.type] ?? Medal);
                return (
                  <li key={b.type} className={`badge-card ${name}`} data-badge={b.type} data-state={name}>
                    <BadgeIcon className="badge-icon" size={40} aria-hidden />
                    <strong>{t(`names.${b.type}`)}</strong>
                    <span className="muted">{t(`rules.${b.type}`, numbers)}</span>
                    <span className="badge-state">{t(`states.${name}`)}</span>
                    {b.unlocked_at && <small className="muted">{formatDate(b.unlocked_at, i18n.language)}</small>}
                    {b.status === badgeStatus.unlocked && b.reward > 0 && (
                      <button
                        type="button"
                        className="btn primary small"
                        disabled={claim.busy}
                        onClick={() => {
                          setClaiming(b);
                          claim.send({ type: b.type });
                        }}
                      >
                        {t('claim', { n: formatNumber(b.reward, i18n.language) })}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </RemoteView>
    </section>
  );
}
