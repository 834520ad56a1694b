// The player's statistics (questions answered, accuracy, strongest and weakest category, accuracy
// per category) and battle statistics, as SVG charts.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { BarChart } from './bar-chart.tsx';
import { BattleStatistics } from './battle-statistics.tsx';
import { DonutChart } from './donut-chart.tsx';
import './statistics.css';
import { api, type ReplyOf } from '../../api/api.ts';

type CategoryStats = ReplyOf<typeof api.get_users_statistics>['categories'][number];

const categoryName = (c: CategoryStats) =>
  c.category_name ?? c.category_id.replace(/[-_]+/g, ' ').replace(/^./, (ch) => ch.toUpperCase());

export default function StatisticsPage() {
  const { t, i18n } = useTranslation('statistics');
  const n = (x: number) => formatNumber(x, i18n.language);
  const stats = useRemote(api.get_users_statistics, {});

  return (
    <section className="stack">
      <h1>{t('title')}</h1>
      <div className="card stack">
        <h2>{t('quizTitle')}</h2>
        <RemoteView
          remote={stats.state}
          onRetry={stats.reload}
          isEmpty={(s) => s.questions_answered === 0}
          empty={t('noQuizzes')}
        >
          {(s) => (
            <>
              <dl className="stat-tiles">
                <div>
                  <dt>{t('answered')}</dt>
                  <dd data-testid="stat-answered">{n(s.questions_answered)}</dd>
                </div>
                <div>
                  <dt>{t('correct')}</dt>
                  <dd>{n(s.correct_answers)}</dd>
                </div>
                <div>
                  <dt>{t('accuracy')}</dt>
                  <dd data-testid="stat-accuracy">{n(s.ratio)}%</dd>
                </div>
                {s.strongest_category && (
                  <div>
                    <dt>{t('strongest')}</dt>
                    <dd data-testid="stat-strongest">{categoryName(s.strongest_category)}</dd>
                  </div>
                )}
                {s.weakest_category && (
                  <div>
                    <dt>{t('weakest')}</dt>
                    <dd data-testid="stat-weakest">{categoryName(s.weakest_category)}</dd>
                  </div>
                )}
              </dl>
              <div className="chart-row">
                <DonutChart
                  caption={t('accuracy')}
                  center={`${n(s.ratio)}%`}
                  format={n}
                  parts={[
                    { key: 'correct', label: t('correct'), value: s.correct_answers, color: 'var(--ok)' },
                    {
                      key: 'wrong',
                      label: t('wrong'),
                      value: s.questions_answered - s.correct_answers,
                      color: 'var(--bad)',
                    },
                  ]}
                />
                {s.categories.length > 0 && (
                  <BarChart
                    caption={t('byCategory')}
                    format={n}
                    bars={s.categories.map((c) => ({
                      key: c.category_id,
                      label: categoryName(c),
                      percent: c.ratio,
                      detail: t('ofAnswered', { correct: n(c.correct), answered: n(c.answered) }),
                    }))}
                  />
                )}
              </div>
            </>
          )}
        </RemoteView>
      </div>
      <div className="card stack">
        <h2>{t('battleTitle')}</h2>
        <BattleStatistics />
      </div>
    </section>
  );
}
