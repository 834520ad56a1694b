// The coin ledger (get_tracker_data), newest first, a page at a time: what each change was for.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { ListEnd } from '../../lib/list-end.tsx';
import { usePagedList } from '../../lib/paged-list.ts';
import { EmptyState } from '../../lib/remote-view.tsx';
import './coin-history.css';
import { api, type ReplyOf } from '../../api/api.ts';

/** `badge`: badge rewards, the badge, named here in the player's language; `note`: support's words
 * for the player (an adjustment's reason), shown after the type's name; `status`: 0 earned, 1 spent. */
type LedgerEntry = ReplyOf<typeof api.get_tracker_data>['data'][number];

const filters = ['all', 'earned', 'spent'] as const;
type Filter = (typeof filters)[number];

const humanize = (type: string) => type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The language the server writes the ledger's titles in. */
const titlesLanguage = 'en';

export default function CoinHistoryPage() {
  const { t, i18n } = useTranslation(['coin-history', 'badges']);
  const [params, setParams] = useSearchParams();
  const filter: Filter = filters.find((f) => f === params.get('show')) ?? 'all';
  const list = usePagedList<LedgerEntry>({
    fetch: api.get_tracker_data,
    payload: { type: filter },
    pageSize: 15,
    keyOf: (e) => e.id,
  });
  const n = (x: number) => formatNumber(x, i18n.language);
  const typeName = (type: string) =>
    i18n.exists(`types.${type}`, { ns: 'coin-history' }) ? t(`types.${type}`) : undefined;
  /** What the entry was for, in the player's language: a badge by its name; support's words after the
   * type's name; in a language other than the titles', a type this build knows by its translated name;
   * else the stored title. */
  const heading = (e: LedgerEntry) => {
    if (e.badge) return t('badges:names.' + e.badge, { defaultValue: e.title });
    if (e.note) return t('withNote', { kind: typeName(e.type) ?? humanize(e.type), note: e.note });
    return (i18n.resolvedLanguage !== titlesLanguage && typeName(e.type)) || e.title;
  };

  return (
    <section className="stack">
      <h1>{t('title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('filterLabel')}>
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={f === filter}
            className={`tab${f === filter ? ' active' : ''}`}
            onClick={() => setParams(f === 'all' ? {} : { show: f }, { replace: true })}
          >
            {t(`filters.${f}`)}
          </button>
        ))}
      </div>
      {list.status === 'ready' && (
        <p className="muted count-line">{t('total', { count: list.total, n: n(list.total) })}</p>
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('common:noRecords')}</EmptyState>}
      <ul className="ledger" aria-label={t('title')}>
        {list.items.map((e) => {
          const name = heading(e);
          const kind = typeName(e.type) ?? humanize(e.type);
          return (
            <li key={e.id} className="ledger-row">
              <div className="ledger-what">
                <strong>
                  <bdi>{name}</bdi>
                </strong>
                <span className="muted">
                  {/* the type, unless the heading already says it */}
                  {kind !== name && !e.note && (
                    <>
                      <span className="ledger-type">{kind}</span> ·{' '}
                    </>
                  )}
                  {formatDate(e.date, i18n.language)}
                </span>
              </div>
              <span className={`ledger-coins ${e.coins >= 0 ? 'plus' : 'minus'}`} dir="ltr">
                {e.coins >= 0 ? '+' : '−'}
                {n(Math.abs(e.coins))}
              </span>
            </li>
          );
        })}
      </ul>
      <ListEnd list={list} moreLabel={t('showMore')} />
    </section>
  );
}
