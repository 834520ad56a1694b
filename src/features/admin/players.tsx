// Players: find one by name, email or id; each has a page of their own (/admin/players/<uid>) with
// their balance, foul-play flag, coin history, badges and battles; adjust their coins or clear the
// flag with a reason, deactivate or
// reactivate them (their next request then answers the product's message), or log them out of every
// device.
import type { Message } from '../../../contract/messages.ts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ReplyOf } from '../../api/api.ts';
import { ConfirmDialog } from '../../lib/dialog.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { EmptyState, ErrorState, Loading } from '../../lib/remote-view.tsx';
import { textOf } from '../../i18n/message-text.ts';
import { useCommand } from '../../lib/use-command.ts';
import { CoinAdjustment } from './coin-adjustment.tsx';
import { CoinLines } from './coin-lines.tsx';
import { FairPlayFlag } from './fair-play-flag.tsx';
import { orMissing, RemoteOrMissing } from './missing.tsx';

type Found = ReplyOf<typeof api.admin_find_players>[number];
type Search =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; failure: Message }
  | { status: 'ready'; query: string; players: Found[] };
type Ask = 'deactivate' | 'logOut' | 'adjust' | null;

const playerOrMissing = orMissing(api.admin_get_player);

function PlayerDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin');
  const remote = useRemote(playerOrMissing, { user_id: id });
  const [ask, setAsk] = useState<Ask>(null);
  const n = (v: number) => formatNumber(v, i18n.language);
  const shown = { name: remote.state.status === 'ready' ? (remote.state.data?.player.name ?? '') : '' };
  const done = (text: string) => {
    setAsk(null);
    toast.success(text);
    void remote.reload();
  };
  const onRefused = (refusal: Message) => {
    setAsk(null);
    toast.error(textOf(refusal));
  };
  const setStatus = useCommand(api.admin_set_player_status, {
    onDone: (p) => done(t(p.status === 1 ? 'players.reactivatedDone' : 'players.deactivatedDone', shown)),
    onRefused,
  });
  const logOut = useCommand(api.admin_log_out_player, {
    onDone: () => done(t('players.loggedOutDone', shown)),
    onRefused,
  });
  const busy = setStatus.busy || logOut.busy;

  return (
    <section className="stack" aria-labelledby="player-name">
      <Link className="btn small back-button" to="/admin/players">
        {t('players.back')}
      </Link>
      <RemoteOrMissing
        remote={remote.state}
        onRetry={() => void remote.reload()}
        missing={{
          testId: 'no-such-player',
          back: '/admin/players',
          backLabel: t('players.findOne'),
          text: t('players.missing', { id }),
        }}
      >
        {({ player, fair_play, history, badges, battles, recent_battles }) => {
          const active = player.status === 1;
          const name = { name: player.name };
          return (
            <div className="stack" data-testid="player-detail">
              <div className="row between wrap">
                <h2 id="player-name">{player.name}</h2>
                <span className={`status-pill ${active ? 'completed' : 'rejected'}`} data-testid="player-status">
                  {active ? t('players.active') : t('players.deactivated')}
                </span>
              </div>
              <p className="muted">
                <bdi dir="ltr">{player.email}</bdi> · <bdi dir="ltr">{player.id}</bdi>
                {player.operator && <> · {t('players.operator')}</>}
              </p>
              <dl className="player-figures">
                <div>
                  <dt>{t('players.balance')}</dt>
                  <dd data-testid="player-coins">{n(player.coins)}</dd>
                </div>
                <div>
                  <dt>{t('players.score')}</dt>
                  <dd>{n(player.all_time_score)}</dd>
                </div>
                <div>
                  <dt>{t('players.joined')}</dt>
                  <dd>{formatDate(player.date_registered, i18n.language)}</dd>
                </div>
              </dl>
              <div className="row wrap">
                {active ? (
                  <button type="button" className="btn danger" onClick={() => setAsk('deactivate')}>
                    {t('players.deactivate')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn primary"
                    disabled={busy}
                    onClick={() => setStatus.send({ user_id: player.id, status: '1' })}
                  >
                    {t('players.reactivate')}
                  </button>
                )}
                <button type="button" className="btn" onClick={() => setAsk('logOut')}>
                  {t('players.logOut')}
                </button>
                <button type="button" className="btn" onClick={() => setAsk('adjust')}>
                  {t('players.adjust')}
                </button>
              </div>
              <FairPlayFlag player={player} fairPlay={fair_play} onCleared={() => void remote.reload()} />
              <h3>{t('players.history')}</h3>
              <CoinLines lines={history} />
              <h3>{t('players.badges')}</h3>
              {badges.length === 0 ? (
                <p className="muted">{t('players.noBadges')}</p>
              ) : (
                <ul className="row wrap badge-chips">
                  {badges.map((b) => (
                    <li key={b.type} className="status-pill">
                      {t(`badges:names.${b.type}`, { defaultValue: b.type })}
                    </li>
                  ))}
                </ul>
              )}
              <h3>{t('players.recentBattles')}</h3>
              <p>
                {t('players.battles', {
                  won: n(battles.won),
                  lost: n(battles.lost),
                  drawn: n(battles.drawn),
                  played: n(battles.played),
                })}
              </p>
              <ul className="coin-lines">
                {recent_battles.map((b) => (
                  <li key={b.room_id} className="row between">
                    <span>
                      {t('players.against', { result: t(`players.result.${b.result}`), names: b.opponents.join(', ') })}
                    </span>
                    <time className="muted" dateTime={b.date}>
                      {formatDate(b.date, i18n.language)}
                    </time>
                  </li>
                ))}
              </ul>
              <CoinAdjustment
                open={ask === 'adjust'}
                player={player}
                onClose={() => setAsk(null)}
                onDone={() => {
                  setAsk(null);
                  void remote.reload();
                }}
              />
              <ConfirmDialog
                open={ask === 'deactivate' || ask === 'logOut'}
                danger
                busy={busy}
                title={t(ask === 'logOut' ? 'players.confirmLogOutTitle' : 'players.confirmDeactivateTitle', name)}
                confirmLabel={t(ask === 'logOut' ? 'players.logOutConfirm' : 'players.deactivateConfirm')}
                onConfirm={() =>
                  ask === 'logOut'
                    ? logOut.send({ user_id: player.id })
                    : setStatus.send({ user_id: player.id, status: '0' })
                }
                onCancel={() => setAsk(null)}
              >
                <p>{t(ask === 'logOut' ? 'players.confirmLogOut' : 'players.confirmDeactivate', name)}</p>
              </ConfirmDialog>
            </div>
          );
        }}
      </RemoteOrMissing>
    </section>
  );
}

/** The search, or the player the address names (the search is kept while a player is open). */
export function Players({ id }: { id?: string }) {
  const { t, i18n } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });

  async function find(e: FormEvent) {
    e.preventDefault();
    const q = query.trim();
    setSearch({ status: 'loading' });
    const reply = await api.admin_find_players({ query: q });
    setSearch(reply.ok ? { status: 'ready', query: q, players: reply.data } : { status: 'error', failure: reply });
  }

  if (id) return <PlayerDetail key={id} id={id} />;
  return (
    <section className="stack" aria-labelledby="players-title">
      <h2 id="players-title">{t('players.title')}</h2>
      <form className="row wrap player-search" role="search" onSubmit={find}>
        <label className="field grow">
          {t('players.search')}
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} maxLength={256} dir="auto" />
        </label>
        <button type="submit" className="btn primary">
          {t('players.searchButton')}
        </button>
      </form>
      {search.status === 'loading' && <Loading />}
      {search.status === 'error' && <ErrorState message={textOf(search.failure)} />}
      {search.status === 'ready' && (
        <div role="status">
          {search.players.length === 0 ? (
            <EmptyState>{t('players.none', { query: search.query })}</EmptyState>
          ) : (
            <p className="muted">
              {t('players.found', {
                count: search.players.length,
                n: formatNumber(search.players.length, i18n.language),
              })}
            </p>
          )}
        </div>
      )}
      {search.status === 'ready' && search.players.length > 0 && (
        <ul className="stack player-results">
          {search.players.map((p) => (
            <li key={p.id} className="card row between wrap">
              <span>
                <strong>{p.name}</strong>{' '}
                <bdi dir="ltr" className="muted">
                  {p.email}
                </bdi>
              </span>
              <span className="row">
                <span className={`status-pill ${p.status === 1 ? 'completed' : 'rejected'}`}>
                  {p.status === 1 ? t('players.active') : t('players.deactivated')}
                </span>
                <Link
                  className="btn small"
                  to={`/admin/players/${p.id}`}
                  aria-label={t('players.open', { name: p.name })}
                >
                  {t('players.openButton')}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
