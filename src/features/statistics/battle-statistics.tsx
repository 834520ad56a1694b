// Battle statistics (get_battle_statistics): won, lost and drawn as a donut, then the battles
// themselves, newest first, a page at a time.
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { ListEnd } from '../../lib/list-end.tsx';
import { usePagedList } from '../../lib/paged-list.ts';
import { EmptyState, ErrorState, Loading } from '../../lib/remote-view.tsx';
import { DonutChart } from './donut-chart.tsx';
import { api, type ReplyOf } from '../../api/api.ts';
import { textOf } from '../../i18n/message-text.ts';

type BattleReply = ReplyOf<typeof api.get_battle_statistics>;
type Battle = BattleReply['data'][number];

export function BattleStatistics() {
  const { t, i18n } = useTranslation('statistics');
  const n = (x: number) => formatNumber(x, i18n.language);
  const list = usePagedList<Battle, BattleReply>({
    fetch: api.get_battle_statistics,
    payload: { sort: 'date', order: 'desc' },
    pageSize: 10,
    keyOf: (b) => b.room_id,
  });
  const report = list.last?.myreport;
  if (!report)
    return list.status === 'error' ? (
      <ErrorState message={textOf(list.failure ?? { code: 'failed_to_fetch' })} onRetry={list.retry} />
    ) : (
      <Loading />
    );
  if (report.played === 0 && list.items.length === 0) return <EmptyState>{t('noBattles')}</EmptyState>;
  return (
    <div className="chart-row">
      <DonutChart
        caption={t('battlesPlayed', { count: report.played, n: n(report.played) })}
        center={n(report.played)}
        format={n}
        parts={[
          { key: 'won', label: t('won'), value: report.won, color: 'var(--ok)' },
          { key: 'lost', label: t('lost'), value: report.lost, color: 'var(--bad)' },
          { key: 'drawn', label: t('drawn'), value: report.drawn, color: 'var(--accent)' },
        ]}
      />
      {list.items.length > 0 && (
        <div className="stack">
          <strong>{t('recentBattles')}</strong>
          <ul className="battle-list">
            {list.items.map((b) => (
              <li key={b.room_id} className={`battle-row ${b.result}`} data-result={b.result}>
                <span className="battle-result">{t(b.result)}</span>
                <span className="battle-who">
                  {t('versus', { names: b.opponents.map((o) => o.name).join(', ') || t('nobody') })}
                  <small className="muted">
                    {t(`types.${b.type}`, { defaultValue: b.type })} · {formatDate(b.date, i18n.language)}
                  </small>
                </span>
                <span className="battle-points">{t('pointsN', { count: b.points, n: n(b.points) })}</span>
              </li>
            ))}
          </ul>
          <ListEnd list={list} moreLabel={t('showMore')} />
        </div>
      )}
    </div>
  );
}
