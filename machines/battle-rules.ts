// The battle rules that both the room machine and the server apply to a room: who is gone, who is
// away, when question 1 shows, who may start, and how a finished room ranks. Pure functions of a
// RoomView and a clock reading, so a screen and the server judge alike.
import type { BattleConfig, BattleResult, PlayerView, RoomType, RoomView, Standing } from './battle-types';

export function opponentsOf(room: RoomView, uid: string): PlayerView[] {
  return room.players.filter((player) => player.uid !== uid);
}

/** Opponents who have left: marked 'left', or silent for longer than the grace window. */
export function goneOpponents(room: RoomView, uid: string, now: number, graceMs: number): string[] {
  return opponentsOf(room, uid)
    .filter((player) => player.state === 'left' || now - player.lastSeen > graceMs)
    .map((player) => player.uid);
}

/** A player silent for longer than a heartbeat (and this slack) seems to have disconnected. */
export const missedBeatSlackMs = 2_000;

/** Whether a player has missed their heartbeats (and the slack) at `now`: gone from a screen they must keep open. */
export const missedBeats = (player: Pick<PlayerView, 'lastSeen'> | undefined, now: number, heartbeatMs: number) =>
  player !== undefined && now - player.lastSeen > heartbeatMs + missedBeatSlackMs;

/**
 * Whether a seat's player is in a waiting room's lobby now: its page's beat is fresh and the page has
 * not said it was left. The server charges only these at Start; the owner sees the others as away.
 */
export const inLobbyNow = (player: Pick<PlayerView, 'lastSeen' | 'inLobby'>, now: number, heartbeatMs: number) =>
  player.inLobby !== false && !missedBeats(player, now, heartbeatMs);

/** The other players of a waiting room who are not in its lobby now (inLobbyNow). */
export const awayFromLobby = (room: RoomView, uid: string, now: number, heartbeatMs: number) =>
  opponentsOf(room, uid)
    .filter((player) => !inLobbyNow(player, now, heartbeatMs))
    .map((player) => player.uid);

/** Other players still answering who missed a heartbeat, each with the whole seconds left of their grace to come back. */
export function awayOpponents(
  room: RoomView,
  uid: string,
  now: number,
  config: Pick<BattleConfig, 'heartbeatMs' | 'graceMs'>,
): Record<string, number> {
  const away = opponentsOf(room, uid)
    .filter((player) => player.state === 'playing' && missedBeats(player, now, config.heartbeatMs))
    .map((player) => [player.uid, Math.max(0, Math.ceil((config.graceMs - (now - player.lastSeen)) / 1000))]);
  return Object.fromEntries(away);
}

/** When question 1 is shown: the room's questionsAt, or its start for a room from before the countdown. */
export const questionsAtOf = (room: RoomView | null) => room?.questionsAt ?? room?.startedAt ?? 0;

/** Whole seconds of the 3-2-1 left at `now` (0 once question 1 is shown). */
export const countdownSecondsLeft = (room: RoomView | null, now: number) =>
  Math.max(0, Math.ceil((questionsAtOf(room) - now) / 1000));

/** The owner may start a waiting room once at least one other player is in it. */
export function canStartRoom(room: RoomView, uid: string): boolean {
  const present = room.players.filter((player) => player.state !== 'left');
  return room.status === 'waiting' && room.ownerUid === uid && present.length >= 2;
}

/** What ranking reads of a seat (the server settles a room from the same fields). */
export type RankedPlayer = Pick<PlayerView, 'uid' | 'name' | 'image' | 'points' | 'correctAnswers' | 'state' | 'bot'>;

/**
 * Ranks by points; players who left rank below everyone who stayed, so in 1v1 the one who
 * stayed wins. Equal standing shares a rank (1, 1, 3).
 */
export function battleResult(
  room: { type: RoomType; players: readonly RankedPlayer[] },
  uid: string,
  gone: readonly string[],
): BattleResult {
  const entries = room.players.map((player) => ({
    uid: player.uid,
    name: player.name,
    image: player.image,
    points: player.points,
    correctAnswers: player.correctAnswers,
    left: player.state === 'left' || gone.includes(player.uid),
    ...(player.bot ? { bot: true } : {}),
  }));
  const ahead = (a: (typeof entries)[number], b: (typeof entries)[number]) =>
    a.left !== b.left ? !a.left : a.points > b.points;
  const standings: Standing[] = entries
    .map((entry) => ({ ...entry, rank: 1 + entries.filter((other) => ahead(other, entry)).length }))
    .sort((a, b) => a.rank - b.rank);
  const rank = standings.find((standing) => standing.uid === uid)?.rank ?? standings.length;
  const sharedFirst = standings.filter((standing) => standing.rank === 1).length > 1;
  const outcome = rank > 1 ? 'lose' : sharedFirst ? 'draw' : 'win';
  const drawWording = room.type === 'group' ? 'tie' : 'draw';
  const wording = outcome === 'win' ? 'victory' : outcome === 'lose' ? 'defeat' : drawWording;
  return { standings, rank, outcome, wording };
}
