// A contest's own page in the console (/admin/contests/<id>): its window and prizes, and once it has
// ended its winners as the settlement ranks them, each prize paid or still pending. A winner's name
// opens their page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { orMissing, RemoteOrMissing } from './missing.tsx';

const contestOrMissing = orMissing(api.admin_get_contest);
const prizeTone = { paid: 'completed', pending: 'pending', none: '' } as const;

export function ContestResults({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin');
  const { state, reload } = useRemote(contestOrMissing, { contest_id: id });
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <section className="stack" aria-labelledby="contest-title">
      <Link className="btn small back-button" to="/admin/contests">
        {t('results.back')}
      </Link>
      <RemoteOrMissing
        remote={state}
        onRetry={() => void reload()}
        missing={{
          testId: 'no-such-contest',
          back: '/admin/contests',
          backLabel: t('results.back'),
          text: t('results.missing', { id }),
        }}
      >
        {({ contest, winners }) => (
          <>
            <div className="row between wrap">
              <h2 id="contest-title" dir="auto">
                {contest.name}
              </h2>
              <span className={`status-pill ${contest.status}`}>{t(`contests.status.${contest.status}`)}</span>
            </div>
            <p className="muted">
              {t('contests.window', {
                start: formatDate(contest.start_date, i18n.language),
                end: formatDate(contest.end_date, i18n.language),
              })}
            </p>
            <h3>{t('results.title')}</h3>
            {contest.status !== 'past' ? (
              <p className="muted">{t('results.notEnded')}</p>
            ) : winners.length === 0 ? (
              <p className="muted">{t('results.nobody')}</p>
            ) : (
              <div className="table-scroll" tabIndex={0} role="region" aria-label={t('results.title')}>
                <table className="audit-table" data-testid="contest-winners">
                  <thead>
                    <tr>
                      <th scope="col">{t('results.rank')}</th>
                      <th scope="col">{t('results.player')}</th>
                      <th scope="col">{t('results.score')}</th>
                      <th scope="col">{t('results.prize')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {winners.map((w) => (
                      <tr key={w.uid}>
                        <td>{n(w.rank)}</td>
                        <td>
                          <Link to={`/admin/players/${w.uid}`}>
                            <bdi>{w.name || w.uid}</bdi>
                          </Link>
                        </td>
                        <td>{n(w.score)}</td>
                        <td>
                          {w.prize_status === 'none' ? (
                            t('results.none')
                          ) : (
                            <>
                              {t('results.coins', { count: w.prize, coins: n(w.prize) })}{' '}
                              <span className={`status-pill ${prizeTone[w.prize_status]}`}>
                                {t(`results.${w.prize_status}`)}
                              </span>
                            </>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </RemoteOrMissing>
    </section>
  );
}
