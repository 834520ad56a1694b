// The room from the first question to the last: versus and the 3-2-1, questions with both timers
// and scores (a group sees everyone's progress on the question), the graded answer, and waiting
// for the others. Renders the room machine's state only.
import { useSelector } from '@xstate/react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlayerTimer, PlayerView } from '../../../machines/battle-types.ts';
import { ChoiceOptions } from '../../quiz-engine/choice-options.tsx';
import '../../quiz-engine/quiz.css';
import { ConfirmDialog } from '../../lib/dialog.tsx';
import { Loading } from '../../lib/remote-view.tsx';
import { Avatar } from '../../lib/avatar.tsx';
import { SoundToggle } from '../../lib/sound-toggle.tsx';
import { QuestionLanguage } from '../../quiz-engine/question-language.tsx';
import { PlayerChip, useSeatName } from './player-chip.tsx';
import { phaseOf, questionOpen, type RoomActorRef } from './room-phase.ts';

const present = (players: PlayerView[]) => players.filter((player) => player.state !== 'left');

/** The last seconds of a question, when its clock turns urgent (and says so once to screen readers). */
const urgentSeconds = 5;
const noneRemoved: string[] = [];

/** The 3-2-1 before question 1, the same for every seat (the room machine counts it to the server's questionsAt). */
function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('battle');
  return (
    <div className="battle-countdown" aria-live="assertive" aria-atomic="true" data-testid="countdown">
      <p className="muted">{t('getReady')}</p>
      {/* keyed: each number pops in (still under prefers-reduced-motion) */}
      <span key={seconds} className="countdown-number">
        {seconds}
      </span>
    </div>
  );
}

/** The player's question clock as a bar that drains, urgent in the last seconds. */
function QuestionClock({ timer }: { timer: PlayerTimer }) {
  const { t } = useTranslation('battle');
  const urgent = timer.remaining <= urgentSeconds;
  return (
    <>
      <div className={`clock-bar${urgent ? ' urgent' : ''}`} aria-hidden data-testid="clock-bar">
        <span style={{ inlineSize: `${timer.total > 0 ? (100 * timer.remaining) / timer.total : 0}%` }} />
      </div>
      {/* the same words from the moment it turns urgent to the end of the question: announced once */}
      <p className="visually-hidden" aria-live="assertive" data-testid="clock-warning">
        {urgent && timer.remaining > 0 ? t('secondsLeftWarning', { seconds: urgentSeconds }) : ''}
      </p>
    </>
  );
}

export function Versus({ players, uid }: { players: PlayerView[]; uid: string }) {
  const { t } = useTranslation('battle');
  const seatName = useSeatName();
  return (
    <section className="versus card" aria-label={t('versus')} data-testid="versus">
      {players.map((player, index) => (
        <Fragment key={player.uid}>
          {index > 0 && (
            <span className="versus-vs" aria-hidden>
              {t('vs')}
            </span>
          )}
          <div className="versus-side">
            <Avatar name={seatName(player)} src={player.image} size={84} />
            <strong>{player.uid === uid ? t('youNamed', { name: player.name }) : seatName(player)}</strong>
            {player.winStreak !== undefined && (
              <span className="muted">{t('winStreakOf', { streak: player.winStreak })}</span>
            )}
          </div>
        </Fragment>
      ))}
    </section>
  );
}

/** The other players of a group: points, whether each is reconnecting, and during a question whether each has answered it yet (from the room's listener). */
function Scoreboard({
  players,
  uid,
  questionIndex,
  away,
}: {
  players: PlayerView[];
  uid: string;
  questionIndex: number | null;
  away: Record<string, number>;
}) {
  const { t } = useTranslation('battle');
  return (
    <ol className="scoreboard" aria-label={t('scores')}>
      {players.map((player) => {
        const answered = questionIndex !== null && player.answers.length > questionIndex;
        return (
          <li
            key={player.uid}
            className={player.state === 'left' ? 'left' : ''}
            data-testid="player-progress"
            data-answered={answered}
          >
            <PlayerChip
              name={player.name}
              bot={player.bot}
              image={player.image}
              points={player.points}
              you={player.uid === uid}
              reconnecting={player.uid in away}
            />
            {player.state === 'left' ? (
              <span className="muted">{t('hasLeft')}</span>
            ) : (
              questionIndex !== null && (
                <span className={answered ? 'progress answered' : 'progress'}>
                  {answered ? t('answeredIt') : t('answering')}
                </span>
              )
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * After the player's last answer: where each other player is (question 7 of 10), and once one
 * stops sending heartbeats, that they seem to have disconnected and how long they have to come back
 * (the room machine counts it).
 */
function Waiting({
  others,
  total,
  oneVsOne,
  away,
}: {
  others: PlayerView[];
  total: number;
  oneVsOne: boolean;
  away: Record<string, number>;
}) {
  const { t } = useTranslation('battle');
  const seatName = useSeatName();
  return (
    <div className="card center-page" data-testid="waiting">
      <div className="spinner" aria-hidden />
      <p>{oneVsOne ? t('waitingOpponent') : t('waitingOthers')}</p>
      <ul className="waiting-list" aria-live="polite">
        {others
          .filter((player) => player.state === 'playing')
          .map((player) => {
            const secondsToComeBack = away[player.uid];
            return (
              <li key={player.uid} data-testid="waiting-for">
                {secondsToComeBack !== undefined
                  ? t('playerAway', { name: seatName(player), seconds: secondsToComeBack })
                  : t('playerProgress', {
                      name: seatName(player),
                      number: Math.min(player.answers.length + 1, total),
                      total,
                    })}
              </li>
            );
          })}
      </ul>
    </div>
  );
}

/** An asynchronous challenge after the player's last answer: the other seat plays at its own time, and both are told the result. */
function ChallengeWaiting() {
  const { t } = useTranslation('battle');
  return (
    <div className="card center-page stack challenge-waiting" data-testid="waiting" role="status">
      <p>{t('challenge.played')}</p>
      <Link className="btn" to="/">
        {t('challenge.backHome')}
      </Link>
    </div>
  );
}

export function RoomPlay({
  room,
  uid,
  onAnswer,
  onLeave,
}: {
  room: RoomActorRef;
  uid: string;
  onAnswer: (optionId: string) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('battle');
  const seatName = useSeatName();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const phase = useSelector(room, phaseOf);
  const view = useSelector(room, (s) => s.context.room);
  const questions = useSelector(room, (s) => s.context.questions);
  const question = useSelector(room, (s) => s.context.question);
  const picked = useSelector(room, (s) => s.context.picked);
  const reveal = useSelector(room, (s) => s.context.reveal);
  const open = useSelector(room, questionOpen);
  const timersRef = useSelector(room, (s) => s.children.timers);
  const timers = useSelector(timersRef, (s) => s?.context);
  const away = useSelector(room, (s) => s.context.away);
  const countdownLeft = useSelector(room, (s) => s.context.countdownLeft);

  if (!view || phase === 'connecting' || phase === 'leaving') return <Loading />;
  const players = view.players;
  // the players' documents may arrive one by one: a versus needs someone to face
  if (phase === 'loading' || phase === 'countdown')
    return players.length < 2 ? (
      <Loading />
    ) : (
      <section className="battle-start" aria-label={t('versus')}>
        <Versus players={present(players)} uid={uid} />
        {phase === 'countdown' && <Countdown seconds={countdownLeft} />}
      </section>
    );

  const me = players.find((player) => player.uid === uid);
  const oneVsOne = view.type !== 'group';
  const opponent = oneVsOne ? players.find((player) => player.uid !== uid) : undefined;
  const number = question ? questions.indexOf(question) + 1 : questions.length;

  return (
    <section className="battle-play" aria-label={t('battle')}>
      <div className={oneVsOne ? 'duel-bar' : 'group-bar'}>
        {me && (
          <PlayerChip
            name={me.name}
            image={me.image}
            points={me.points}
            timer={phase === 'question' ? timers?.player1 : undefined}
            you
            testId="me"
          />
        )}
        {opponent && (
          <>
            <span className="versus-vs" aria-hidden>
              {t('vs')}
            </span>
            <PlayerChip
              name={opponent.name}
              bot={opponent.bot}
              image={opponent.image}
              points={opponent.points}
              timer={timers?.player2}
              reconnecting={opponent.uid in away}
              testId="opponent"
            />
          </>
        )}
      </div>
      {!oneVsOne && (
        <Scoreboard
          players={players.filter((player) => player.uid !== uid)}
          uid={uid}
          questionIndex={phase === 'question' ? number - 1 : null}
          away={away}
        />
      )}
      {/* who seems disconnected, said once as it changes (the seats show it too) */}
      <p className="visually-hidden" aria-live="polite" data-testid="reconnecting-news">
        {players
          .filter((player) => player.uid in away)
          .map((player) => t('playerReconnecting', { name: seatName(player) }))
          .join(' ')}
      </p>

      {phase === 'question' && question ? (
        <article className="question card" aria-live="polite">
          <div className="question-head">
            <p className="muted">{t('questionOf', { number, total: questions.length })}</p>
            <SoundToggle testId="battle-sound-toggle" />
          </div>
          {timers && <QuestionClock key={question.id} timer={timers.player1} />}
          <QuestionLanguage language={question.language}>
            <h2 className="question-text" dir="auto">
              {question.question}
            </h2>
            {/* right or wrong shows at once; the right option only once the server reveals it (every seat answered or ran out of time); keys 1-4 answer */}
            <ChoiceOptions
              options={question.options}
              math={false}
              enabled={open}
              removed={noneRemoved}
              poll={null}
              picked={picked}
              correctId={reveal?.correctOptionId ?? null}
              pickedRight={reveal ? reveal.correct : null}
              onAnswer={onAnswer}
            />
          </QuestionLanguage>
          {reveal && (
            <p className={reveal.correct ? 'reveal ok' : 'reveal bad'} aria-live="polite">
              {reveal.correct ? t('correctPoints', { count: reveal.points }) : picked ? t('wrongAnswer') : t('timeUp')}
            </p>
          )}
        </article>
      ) : view.type === 'async' ? (
        <ChallengeWaiting />
      ) : (
        <Waiting
          others={players.filter((player) => player.uid !== uid)}
          total={questions.length}
          oneVsOne={oneVsOne}
          away={away}
        />
      )}

      <div className="row battle-actions">
        <button type="button" className="btn small" onClick={() => setConfirmLeave(true)}>
          {t('leaveBattle')}
        </button>
      </div>
      <ConfirmDialog
        open={confirmLeave}
        title={t('leaveBattle')}
        confirmLabel={t('leave')}
        danger
        onCancel={() => setConfirmLeave(false)}
        onConfirm={() => {
          setConfirmLeave(false);
          onLeave();
        }}
      >
        {view.entryFee > 0 ? t('leaveWarning', { count: view.entryFee }) : t('leaveWarningFree')}
      </ConfirmDialog>
    </section>
  );
}
