// The exam page's presence, by the server's clock. The page sends a heartbeat (exam_heartbeat) every
// few seconds saying whether it is visible and focused, and one at once when that changes; each is
// one small write on the session (playSessions/{id}.presence). An opening of the exam (a reload
// too) counts as the page being there. The server judges the leave tolerance itself: every leave is
// a violation, with the question on screen when it began; a leave longer than the tolerance ends the
// exam at the tolerance, and answers given after that do not count. A page the server has not heard
// from for a heartbeat and a slack is away: closed, frozen (a locked phone) or cut off.
import type { Firestore } from 'firebase-admin/firestore';
import type { examEndings } from '../../contract/actions/exams.ts';
import { examHeartbeatMs } from '../../machines/exam-rules.ts';
import { notFound } from '../errors.ts';
import { readOwnSession, type AnswerRecord, type PlaySession } from './session.ts';

/** What the network may add to a heartbeat's interval and to the length of a leave. */
export const presenceSlackMs = 2000;

export interface ExamPresence {
  /** the last heartbeat (epoch ms, the server's clock) */
  seenAt: number;
  /** when the leave going on began; 0: the page is there */
  awaySince: number;
  /** leaves so far, the one going on included */
  leaves: number;
  /** the question on screen when each leave began, once each */
  captured: string[];
  /** when the page had been away for the tolerance: the exam's end; 0: not ended so */
  endedAt: number;
}

export type ExamSession = PlaySession & { presence?: ExamPresence };

const onScreen = (s: PlaySession) => s.questionIds.find((id) => !s.answers[id]);

/** The record at `now`, with the page's report when a heartbeat brings one. */
export function presenceAt(s: ExamSession, now: number, toleranceMs: number, visible?: boolean): ExamPresence {
  const was = s.presence ?? { seenAt: s.startedAt, awaySince: 0, leaves: 0, captured: [], endedAt: 0 };
  if (was.endedAt) return was;
  const p = { ...was, captured: [...was.captured] };
  const leave = (from: number) => {
    const question = onScreen(s);
    Object.assign(p, { awaySince: from, leaves: p.leaves + 1 });
    if (question && !p.captured.includes(question)) p.captured.push(question);
  };
  if (!p.awaySince && now - p.seenAt > examHeartbeatMs + presenceSlackMs) leave(p.seenAt + examHeartbeatMs);
  if (p.awaySince && now - p.awaySince > toleranceMs + presenceSlackMs)
    return { ...p, endedAt: p.awaySince + toleranceMs };
  if (visible === undefined) return p;
  if (visible) p.awaySince = 0;
  else if (!p.awaySince) leave(now);
  return { ...p, seenAt: now };
}

/**
 * The exam as handed in at `now`: its presence record, and the answers that count (none given after
 * a leave ended it). Past the exam's time, presence no longer matters.
 */
export function judgeExam(s: ExamSession, now: Date, toleranceMs: number) {
  const at = s.deadline ? Math.min(now.getTime(), s.deadline) : now.getTime();
  const presence = presenceAt(s, at, toleranceMs);
  const counted = Object.entries(s.answers).filter(([, a]) => !presence.endedAt || a.at <= presence.endedAt);
  return { presence, answers: Object.fromEntries(counted) as Record<string, AnswerRecord> };
}

/** One heartbeat: one read and one small write of the player's own exam session. */
export function examHeartbeat(
  db: Firestore,
  uid: string,
  sessionId: string,
  visible: boolean,
  toleranceMs: number,
  now: Date,
) {
  return db.runTransaction(async (tx): Promise<(typeof examEndings)[number] | null> => {
    const { ref, session } = await readOwnSession(tx, db, uid, sessionId);
    if (session.mode !== 'exam') throw notFound();
    if (session.status === 'finished') return 'submitted';
    if (session.deadline && now.getTime() >= session.deadline) return 'time';
    const presence = presenceAt(session, now.getTime(), toleranceMs, visible);
    tx.update(ref, { presence });
    return presence.endedAt ? 'left' : null;
  });
}
