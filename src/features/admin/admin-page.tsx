// The operator console under /admin: its own lazily loaded chunk (routes.tsx), so a player never
// downloads it. The server decides who is an operator (admin_whoami answers 403 to a player); a
// player who opens /admin reads a plain sentence with a way home. Players, contests and questions
// have addresses of their own (/admin/players/<uid>, /admin/contests/<id>, /admin/questions/<id>),
// to paste in a ticket and for the audit trail to link to.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router';
import { api } from '../../api/api.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { ErrorState, Loading } from '../../lib/remote-view.tsx';
import { useAdminStrings } from './admin-strings.ts';
import { messageText, textOf } from '../../i18n/message-text.ts';
import { AuditLog } from './audit-log.tsx';
import { ContentPage } from './content-page.tsx';
import { ContestsPage } from './contests-page.tsx';
import { ExamsPage } from './exams-page.tsx';
import { Operators } from './operators.tsx';
import { Payouts } from './payouts.tsx';
import { Players } from './players.tsx';
import { QuestionPage } from './question-page.tsx';
import { Reports } from './reports.tsx';
import { Settings } from './settings.tsx';
import './admin.css';

const sections = {
  payouts: Payouts,
  players: Players,
  reports: Reports,
  content: ContentPage,
  contests: ContestsPage,
  exams: ExamsPage,
  settings: Settings,
  audit: AuditLog,
  operators: Operators,
} as const;
type Section = keyof typeof sections;
/** Every page by the first part of its address: the sections, and what is reached only by a link. */
const pages: Record<string, ComponentType<{ id?: string }>> = { ...sections, questions: QuestionPage };

function NotOperator() {
  const { t } = useTranslation('admin');
  return (
    <section className="stack center-page admin-refused" data-testid="admin-refused">
      <p>{t('notOperator')}</p>
      <Link className="btn primary" to="/">
        {t('home')}
      </Link>
    </section>
  );
}

export default function AdminPage() {
  const ready = useAdminStrings();
  // who is signed in is a read: the server answers operators_only to a player
  const { state, reload } = useRemote(api.admin_whoami, {});
  const { t } = useTranslation('admin');
  const [section = 'payouts', id] = (useParams()['*'] || 'payouts').split('/');
  if (!ready || state.status === 'loading') return <Loading />;
  if (state.status === 'error' && state.failure.code === 'operators_only') return <NotOperator />;
  if (state.status === 'error')
    return <ErrorState message={textOf(state.failure)} onRetry={() => void reload()} backTo="/" />;
  const Current = Object.hasOwn(pages, section) ? pages[section] : null;
  return (
    <div className="stack admin-console">
      <header className="admin-head">
        <h1>{t('title')}</h1>
        <p className="muted">{t('signedInAs', { email: state.data.email })}</p>
      </header>
      <nav className="tabs admin-nav" aria-label={t('sections')}>
        {(Object.keys(sections) as Section[]).map((s) => (
          <NavLink
            key={s}
            to={s === 'payouts' ? '/admin' : `/admin/${s}`}
            end={s === 'payouts'}
            className={({ isActive }) => `tab${isActive ? ' active' : ''}`}
          >
            {t(`nav.${s}`)}
          </NavLink>
        ))}
      </nav>
      {Current ? (
        <Current id={id || undefined} />
      ) : (
        <ErrorState message={messageText('document_not_found')} backTo="/admin" />
      )}
    </div>
  );
}
