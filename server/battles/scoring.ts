// The numbers of a battle (docs/economy.md "Battles"), as pure functions: points per answer by the
// server's clock, and who is paid what when a room finishes.
import { defaultBattleConfig, type RoomType } from '../../machines/battle-types.ts';
import { battleResult, type RankedPlayer } from '../../machines/battle-rules.ts';
import type { SystemConfig } from '../../contract/settings.ts';
import type { RoomResult } from './room-docs.ts';

/** The second a player's screen shows the graded answer before the next question (grading.ts). */
export const revealMs = defaultBattleConfig.revealMs;

/** Network slack after the question's time: a right answer that arrives later still counts as a timeout. */
export const answerLatenessMs = 2_000;

export type PointsConfig = Pick<
  SystemConfig,
  'battle_points_correct' | 'battle_bonus_2s' | 'battle_bonus_4s' | 'question_seconds'
>;

/**
 * `ms` runs from the moment the question was served to this player to the moment the server
 * received the answer. '' is a timeout.
 */
export function gradeAnswer(optionId: string, rightOptionId: string, ms: number, c: PointsConfig) {
  const inTime = ms <= c.question_seconds * 1000 + answerLatenessMs;
  const correct = optionId !== '' && optionId === rightOptionId && inTime;
  if (!correct) return { correct, points: 0 };
  const bonus = ms <= 2_000 ? c.battle_bonus_2s : ms <= 4_000 ? c.battle_bonus_4s : 0;
  return { correct, points: c.battle_points_correct + bonus };
}

export interface Settlement extends RoomResult {
  winnerUids: string[];
}

/**
 * Ranks as the players' screens do (machines/battle-rules.ts battleResult: whoever left ranks
 * below everyone who stayed, then by points, equal standing shares a rank). The pot is the entry
 * fee times the players who paid; the first-ranked share it, floored: in 1v1 the winner takes
 * entry x 2 and a draw gives each their fee back. If nobody stayed, everyone gets their fee back.
 */
export function settle(type: RoomType, entryFee: number, players: RankedPlayer[], paid: boolean): Settlement {
  const { standings } = battleResult({ type, players }, players[0]?.uid ?? '', []);
  const stayed = standings.some((s) => !s.left);
  const winners = stayed ? standings.filter((s) => s.rank === 1) : [];
  const pot = paid ? entryFee * players.length : 0;
  const share = winners.length > 0 ? Math.floor(pot / winners.length) : paid ? entryFee : 0;
  const paidTo = new Set((winners.length > 0 ? winners : standings).map((s) => s.uid));
  return {
    drawn: winners.length !== 1,
    winnerUids: winners.map((s) => s.uid),
    standings: standings.map((s) => ({
      uid: s.uid,
      rank: s.rank,
      points: s.points,
      correctAnswers: s.correctAnswers,
      left: s.left,
      coins: paidTo.has(s.uid) ? share : 0,
    })),
  };
}

export type TimingConfig = Pick<SystemConfig, 'question_seconds' | 'reconnect_grace_seconds'>;

/** The countdown between a room's start and its first question: the configured seconds, kept within 0-10. */
export const battleCountdownMs = (c: Pick<SystemConfig, 'battle_countdown_seconds'>) =>
  Math.min(10, Math.max(0, Number(c.battle_countdown_seconds) || 0)) * 1000;

/** When a room that starts now shows its first question (RoomDoc.questionsAt). */
export const questionsAtFor = (startedAt: Date, c: Pick<SystemConfig, 'battle_countdown_seconds'>) =>
  new Date(startedAt.getTime() + battleCountdownMs(c));

/** When a started room's time is surely up for everyone: from its first question, each question's time, reveal and slack, plus the grace window. */
export function playDeadline(questionsAt: Date, questionCount: number, c: TimingConfig): Date {
  const perQuestion = c.question_seconds * 1000 + revealMs + answerLatenessMs;
  return new Date(questionsAt.getTime() + questionCount * perQuestion + c.reconnect_grace_seconds * 1000);
}
