// The audit trail: every operator action, newest first, read only. Each record names what it is
// about beside its id, and links to the page of a player, a contest or a question.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ReplyOf } from '../../api/api.ts';
import { formatDate } from '../../lib/format.ts';
import { ListEnd } from '../../lib/list-end.tsx';
import { usePagedList } from '../../lib/paged-list.ts';
import { EmptyState } from '../../lib/remote-view.tsx';

type Entry = ReplyOf<typeof api.admin_get_audit_log>['data'][number];

/** The console's page of what a record names, if it has one. */
function addressOf(e: Entry): string | null {
  if (e.player_uid) return `/admin/players/${e.player_uid}`;
  if (e.target_kind === 'contest') return `/admin/contests/${e.target}`;
  if (e.target_kind === 'question') return `/admin/questions/${e.target}`;
  return null;
}

/** The name (a link where the console has a page for it), then the id it was recorded by. */
function Target({ e }: { e: Entry }) {
  const { t } = useTranslation('admin');
  const to = addressOf(e);
  const name = e.target_name || t('audit.gone');
  return (
    <>
      {to ? (
        <Link to={to}>
          <bdi>{name}</bdi>
        </Link>
      ) : (
        e.target_name && <bdi>{e.target_name}</bdi>
      )}
      {e.target !== e.target_name && (
        <>
          {' '}
          <bdi dir="ltr" className="muted audit-id">
            {e.target}
          </bdi>
        </>
      )}
    </>
  );
}

/** A recorded value as short text: `{"status":1}` reads `status: 1`. */
const shownValue = (json: string) => {
  const value = JSON.parse(json) as unknown;
  if (value === null) return '–';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
};

export function AuditLog() {
  const { t, i18n } = useTranslation('admin');
  const list = usePagedList<Entry>({ fetch: api.admin_get_audit_log, pageSize: 20, keyOf: (e) => e.id });
  return (
    <section className="stack" aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      <p className="muted">{t('audit.readOnly')}</p>
      {list.status === 'ready' && list.items.length === 0 && <EmptyState>{t('audit.empty')}</EmptyState>}
      {list.items.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="audit-title">
          <table className="audit-table" data-testid="audit-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.date}>{formatDate(e.date, i18n.language)}</time>
                  </td>
                  <td>
                    <bdi dir="ltr">{e.actor_email}</bdi>
                  </td>
                  <td>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</td>
                  <td>
                    <Target e={e} />
                  </td>
                  <td>
                    <bdi dir="ltr">
                      {shownValue(e.before)} → {shownValue(e.after)}
                    </bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListEnd list={list} moreLabel={t('showMore')} />
    </section>
  );
}
