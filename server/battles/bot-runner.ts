// The bot in "play against the bot" rooms: machines/bot-opponent.ts driven by real timers in the
// server process. The runner listens for started bot rooms whose human has fetched the questions
// (botStartAt), plays the bot's remaining questions through the normal grading path, and keeps
// the bot's heartbeat fresh until the room ends. A restarted server picks its rooms up again.
// Run one runner per deployment: two would both answer (the second answer changes nothing).
import type { Firestore } from 'firebase-admin/firestore';
import { createActor, type Actor } from 'xstate';
import { defaultBattleConfig } from '../../machines/battle-types.ts';
import { botLevelFor, botOpponent, type BotAnswer, type BotQuestion } from '../../machines/bot-opponent.ts';
import { optionIds, readQuestions } from '../content/catalog.ts';
import { servedOption } from '../content/option-order.ts';
import { log } from '../log.ts';
import { loadSystemConfig } from '../system-config.ts';
import { answerQuestion } from './grading.ts';
import { botUid, playerRef, questionsAtOf, roomsCol, seatRef, type PlayerDoc, type RoomDoc } from './room-docs.ts';
import { revealMs } from './scoring.ts';

export interface BotRunnerOptions {
  /** thinking time before each answer, in place of the room's bot level's (quick tests) */
  thinkMs?: { min: number; max: number };
  heartbeatMs?: number;
}

export interface BotRunner {
  /** rooms whose bot is playing or waiting for the room to end */
  rooms(): string[];
  stop(): void;
}

export function startBotRunner(db: Firestore, opts: BotRunnerOptions = {}): BotRunner {
  /** every started bot room seen: heartbeat for all, an actor once the human has started */
  const running = new Map<string, { actor: Actor<typeof botOpponent> | null }>();
  const launching = new Set<string>();

  const answer = async (roomId: string, a: BotAnswer) => {
    try {
      const config = await loadSystemConfig(db);
      await answerQuestion(
        db,
        { roomId, uid: botUid, questionId: a.questionId, optionId: a.optionId },
        new Date(),
        config,
      );
    } catch (err) {
      log('warn', { msg: 'bot answer refused', roomId, err: String(err) });
    }
  };

  async function launch(roomId: string, room: RoomDoc, entry: { actor: Actor<typeof botOpponent> | null }) {
    const [botSnap, seatSnap] = await db.getAll(playerRef(db, roomId, botUid), seatRef(db, roomId, botUid));
    const bot = botSnap!.data() as PlayerDoc | undefined;
    // the bot answers in its own seat's option order (made with botStartAt), like any player
    const orderSeed = seatSnap!.get('orderSeed') as string | undefined;
    if (!bot || !orderSeed) return;
    const answered = bot.answers.length;
    const questions: BotQuestion[] = (await readQuestions(db, room.questionIds.slice(answered))).map((q) => ({
      id: q.id,
      optionIds: optionIds.slice(0, q.options.length),
      correctOptionId: servedOption(orderSeed, q, q.answer),
    }));
    // question 1 is shown at the end of the room's countdown: the bot starts thinking then, like the human
    const countdownLeft = questionsAtOf(room) - Date.now();
    if (countdownLeft > 0) await new Promise((resolve) => setTimeout(resolve, countdownLeft));
    if (running.get(roomId) !== entry) return; // the room ended meanwhile
    // the level the player's rating set when the room was made (a typical player's for older rooms)
    const skill = room.botSkill ?? botLevelFor(undefined);
    const think = opts.thinkMs ?? skill.thinkMs;
    entry.actor = createActor(botOpponent.provide({ actions: { answer: (_, a) => void answer(roomId, a) } }), {
      input: {
        seed: (room.botSeed ?? 0) + answered,
        // each next question is served after the reveal, so the bot waits that long on top
        skill: { accuracy: skill.accuracy, thinkMs: { min: think.min + revealMs, max: think.max + revealMs } },
        questions,
      },
    });
    entry.actor.start();
  }

  const beat = (roomId: string) =>
    playerRef(db, roomId, botUid)
      .update({ lastSeen: new Date() })
      .catch((err: unknown) => log('warn', { msg: 'bot heartbeat failed', roomId, err: String(err) }));

  const end = (roomId: string) => {
    running.get(roomId)?.actor?.stop();
    running.delete(roomId);
  };

  const unsubscribe = roomsCol(db)
    .where('vsBot', '==', true)
    .where('status', '==', 'started')
    .onSnapshot(
      (snap) => {
        for (const change of snap.docChanges()) {
          const id = change.doc.id;
          if (change.type === 'removed') {
            end(id);
            continue;
          }
          let entry = running.get(id);
          if (!entry) {
            entry = { actor: null };
            running.set(id, entry);
            void beat(id);
          }
          if (!entry.actor && change.doc.get('botStartAt') && !launching.has(id)) {
            launching.add(id);
            launch(id, change.doc.data() as RoomDoc, entry)
              .catch((err: unknown) => log('error', { msg: 'bot launch failed', roomId: id, err: String(err) }))
              .finally(() => launching.delete(id));
          }
        }
      },
      (err) => log('error', { msg: 'bot runner listener failed', err: String(err) }),
    );
  const heartbeat = setInterval(() => {
    for (const roomId of running.keys()) void beat(roomId);
  }, opts.heartbeatMs ?? defaultBattleConfig.heartbeatMs);

  return {
    rooms: () => [...running.keys()],
    stop() {
      unsubscribe();
      clearInterval(heartbeat);
      for (const roomId of running.keys()) end(roomId);
    },
  };
}
