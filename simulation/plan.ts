// What a simulation run plays, drawn from its seed alone: the battles (kind, category, fee) and
// what goes wrong for each human seat (drops, duplicate, late and out-of-order answers). The same
// seed gives the same plan, and the report prints only what the plan and the checks decide.
import { drawRandom } from '../machines/seeded-random.ts';

export type BattleKind = 'random' | 'bot' | 'friend' | 'group3' | 'group4';

/** How a seat drops out mid-battle: back before the grace window ends, after it, or never. */
export type Drop = { atQuestion: number; back: 'within' | 'after' | 'never' };

export interface SeatChaos {
  drop: Drop | null;
  /** the question answered twice at once */
  duplicateAt: number | null;
  /** the question answered after its time ran out */
  lateAt: number | null;
  /** the question whose next one is answered first */
  outOfOrderAt: number | null;
  /** the seat's own draws: right or wrong, how long to think */
  seed: number;
}

/** How a simulated player answers: right with this chance, after thinking between these times (beyond the reveal). */
export interface Skill {
  accuracy: number;
  thinkMs: [number, number];
}

/** The players of the battle plan: right 3 times in 5, quick. */
export const honestSkill: Skill = { accuracy: 0.6, thinkMs: [0, 1_200] };

/**
 * An answer-key bot and the honest regular it plays `answerKeyBattles` friend battles against, so
 * that both have the answers the answer-key flag needs. The bot looks every answer up: right but
 * for at most one slip, in 0.1 to 0.5 s. The regular is a strong player who reads the
 * question first: right up to 95% of the time, 1.5 to 5 s an answer.
 */
export interface AnswerKeyDuel {
  bot: Skill & { seed: number; slipAt: number | null };
  regular: Skill & { seed: number };
}

export const answerKeyBattles = 6;

export interface BattlePlan {
  index: number;
  kind: BattleKind;
  category: string;
  /** friend and group rooms: the fee multiplier the owner picks */
  feeMultiplier: number;
  seats: SeatChaos[];
}

export interface Plan {
  seed: number;
  battles: BattlePlan[];
  /** the API instance killed (and started again) once this many battles have begun */
  killAfterBattles: number;
  /** played after the battles: one answer-key bot for every 25 battles (one at least) */
  answerKey: AnswerKeyDuel[];
}

export const simCategories = ['en-quiz-science', 'en-quiz-history', 'en-quiz-geography', 'en-quiz-general-knowledge'];

/** Questions per battle in a simulation: few, so a run stays short. */
export const simQuestionCount = 4;

const kinds: [BattleKind, number][] = [
  ['random', 0.3],
  ['bot', 0.2],
  ['friend', 0.2],
  ['group3', 0.15],
  ['group4', 0.15],
];
const humanSeats: Record<BattleKind, number> = { random: 2, bot: 1, friend: 2, group3: 3, group4: 4 };

/** A seeded stream of uniform draws in [0, 1). */
export function stream(seed: number) {
  let state = seed | 0;
  return () => {
    const { values, state: next } = drawRandom(state, 1);
    state = next;
    return values[0]!;
  };
}

export function planSimulation(battles: number, seed: number): Plan {
  const next = stream(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: [T, number][]) => {
    let r = next();
    for (const [item, weight] of items) if ((r -= weight) < 0) return item;
    return items[items.length - 1]![0];
  };
  const maybeQuestion = (chance: number) => (next() < chance ? Math.floor(next() * simQuestionCount) : null);

  const seat = (): SeatChaos => {
    const dropKind = weighted<Drop['back'] | null>([
      [null, 0.7],
      ['within', 0.12],
      ['after', 0.1],
      ['never', 0.08],
    ]);
    return {
      drop: dropKind ? { atQuestion: 1 + Math.floor(next() * (simQuestionCount - 1)), back: dropKind } : null,
      duplicateAt: maybeQuestion(0.15),
      lateAt: maybeQuestion(0.08),
      outOfOrderAt: maybeQuestion(0.1),
      seed: Math.floor(next() * 2 ** 31),
    };
  };

  return {
    seed,
    battles: Array.from({ length: battles }, (_, index) => {
      // the first battles are one of each kind, so even a short run plays them all
      const kind = index < kinds.length ? kinds[index]![0] : weighted(kinds);
      return {
        index,
        kind,
        category: pick(simCategories),
        feeMultiplier: 1 + Math.floor(next() * 4),
        seats: Array.from({ length: humanSeats[kind] }, seat),
      };
    }),
    killAfterBattles: Math.max(1, Math.floor(battles * (0.25 + next() * 0.2))),
    answerKey: Array.from({ length: Math.max(1, Math.round(battles / 25)) }, () => ({
      bot: {
        accuracy: 1,
        thinkMs: [100, 500],
        seed: Math.floor(next() * 2 ** 31),
        slipAt: next() < 0.5 ? Math.floor(next() * answerKeyBattles * simQuestionCount) : null,
      },
      regular: { accuracy: 0.6 + next() * 0.35, thinkMs: [1_500, 5_000], seed: Math.floor(next() * 2 ** 31) },
    })),
  };
}
