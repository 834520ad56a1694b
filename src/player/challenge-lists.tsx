// The home page's "Your turn" (asynchronous challenges waiting for the player) and "Their turn"
// (waiting for a friend, and the ones that ended lately), from the player's own listener. Loaded
// lazily: the first screen's bundle carries no Firestore.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { from, switchMap } from 'rxjs';
import { auth } from '../lib/firebase-auth.ts';
import { db } from '../lib/firestore.ts';
import { formatDate } from '../lib/format.ts';
import { challenges$, type ChallengeEntry } from '../realtime/challenges.ts';
import './challenge-lists.css';

function useChallenges(uid: string): ChallengeEntry[] | null {
  const [list, setList] = useState<ChallengeEntry[] | null>(null);
  useEffect(() => {
    const sub = from(auth.authStateReady())
      .pipe(switchMap(() => challenges$(db, uid)))
      .subscribe({ next: setList, error: () => setList([]) });
    return () => sub.unsubscribe();
  }, [uid]);
  return list;
}

function Entry({ c, uid }: { c: ChallengeEntry; uid: string }) {
  const { t, i18n } = useTranslation('battle');
  const friend = c.fromUid === uid ? c.toName : c.fromName;
  const status =
    c.turn === 'done'
      ? t(`challenge.outcome.${c.outcome ?? 'drawn'}`)
      : c.turn === 'expired'
        ? t('challenge.expiredEntry')
        : t('challenge.until', { date: formatDate(new Date(c.lapsesAt).toISOString(), i18n.language) });
  return (
    <li className="challenge-entry card" data-testid={`challenge-${c.turn}`}>
      <Link to={`/battle/challenge/${c.roomId}`}>
        <strong>
          {c.turn === 'mine' ? t('challenge.from', { name: friend }) : t('challenge.to', { name: friend })}
        </strong>
        <span className="muted">
          {t('questionCount', { count: c.questionCount })} · {t('entryFeeCoins', { count: c.entryFee })}
        </span>
        <span className={c.turn === 'expired' ? 'muted' : undefined}>{status}</span>
      </Link>
    </li>
  );
}

function List({
  title,
  id,
  entries,
  empty,
  uid,
}: {
  title: string;
  id: string;
  entries: ChallengeEntry[];
  empty: string;
  uid: string;
}) {
  return (
    <section className="challenge-list" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {entries.length === 0 ? (
        <p className="muted" data-testid={`${id}-empty`}>
          {empty}
        </p>
      ) : (
        <ul>
          {entries.map((c) => (
            <Entry key={c.roomId} c={c} uid={uid} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function ChallengeLists({ uid }: { uid: string }) {
  const { t } = useTranslation('battle');
  const list = useChallenges(uid);
  if (!list) return null;
  return (
    <div className="challenge-lists" aria-live="polite">
      <List
        title={t('challenge.yourTurn')}
        id="your-turn"
        uid={uid}
        entries={list.filter((c) => c.turn === 'mine')}
        empty={t('challenge.yourTurnEmpty')}
      />
      <List
        title={t('challenge.theirTurn')}
        id="their-turn"
        uid={uid}
        entries={list.filter((c) => c.turn !== 'mine')}
        empty={t('challenge.theirTurnEmpty')}
      />
    </div>
  );
}
