// Fair matches, proven in a seeded population (`npm run simulate`): players with a hidden skill
// (machines/bot-opponent.ts skillAt: the chance of a right answer and the answer speed) play 1v1
// battles paired by arrival, graded by the server's points rule (scoring.ts gradeAnswer) and
// rated by the server's rating code (server/battles/rating.ts). In-process and pure: the API's
// part (the rating applied once in the finishing transaction) is the API tests'. It reports how
// well the ratings rank the hidden skills, the rating gap of pairs by arrival against a rating
// window, the rating's calibration, and the bot's win rate against each band of players.
import { predictWin } from 'openskill';
import { newRating, ratingFigure, type Rating } from '../contract/rating.ts';
import {
  botLevelFor,
  drawAnswer,
  settledSigma,
  skillAt,
  skillPerMu,
  type AnswerSkill,
} from '../machines/bot-opponent.ts';
import { gradeAnswer } from '../server/battles/scoring.ts';
import { rateBattle, ratingModel } from '../server/battles/rating.ts';
import { defaultSystemConfig } from '../contract/settings.ts';
import { stream } from './plan.ts';

export interface RatingSimOptions {
  players: number;
  /** battles each player plays */
  battlesEach: number;
  seed: number;
  /** bot battles per player at the end, at their rating's level */
  botBattlesEach?: number;
}

interface SimPlayer {
  /** hidden skill: 0 typical, each unit one standard deviation */
  z: number;
  skill: AnswerSkill;
  rating: Rating;
}

const questionCount = defaultSystemConfig.battle_question_count;
const question = { optionIds: ['a', 'b', 'c', 'd'], correctOptionId: 'a' };

/** One battle's points for each side, as the server grades them. */
function play(skills: AnswerSkill[], next: () => number): number[] {
  return skills.map((skill) => {
    let points = 0;
    for (let q = 0; q < questionCount; q += 1) {
      const a = drawAnswer(question, skill, Math.floor(next() * 2 ** 31));
      points += gradeAnswer(a.optionId, question.correctOptionId, a.delayMs, defaultSystemConfig).points;
    }
    return points;
  });
}

/** 1 for the side with more points, 0.5 each for a draw. */
const firstScore = ([a, b]: number[]) => (a! > b! ? 1 : a === b ? 0.5 : 0);

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0]);
  const out: number[] = Array.from({ length: values.length }, () => 0);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j += 1;
    for (let k = i; k <= j; k += 1) out[order[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

function pearson(x: number[], y: number[]): number {
  const mean = (v: number[]) => v.reduce((s, a) => s + a, 0) / v.length;
  const [mx, my] = [mean(x), mean(y)];
  let [sxy, sxx, syy] = [0, 0, 0];
  x.forEach((xi, i) => {
    sxy += (xi - mx) * (y[i]! - my);
    sxx += (xi - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

export const spearman = (x: number[], y: number[]) => pearson(ranks(x), ranks(y));

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Least squares y = a + b x. */
function fit(x: number[], y: number[]) {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  const b = x.reduce((s, v, i) => s + (v - mx) * (y[i]! - my), 0) / x.reduce((s, v) => s + (v - mx) ** 2, 0);
  return { a: my - b * mx, b };
}

/**
 * Pairing by rating, as a rule (the server's queue is the pairing code's): seekers arrive in waves;
 * each wave pairs the closest figures first within a window that widens by every wave a seeker has
 * waited, up to a ceiling; whoever is left waits for the next wave.
 */
function pairByWindow(arrivals: number[][], window = { start: 50, perWave: 50, ceiling: 400 }): number[] {
  const gaps: number[] = [];
  let pool: { figure: number; waited: number }[] = [];
  for (const wave of arrivals) {
    pool = [...pool, ...wave.map((figure) => ({ figure, waited: 0 }))].sort((a, b) => a.figure - b.figure);
    const taken = new Set<number>();
    const candidates = pool
      .slice(1)
      .map((p, i) => ({ i, gap: p.figure - pool[i]!.figure }))
      .sort((a, b) => a.gap - b.gap);
    for (const { i, gap } of candidates) {
      if (taken.has(i) || taken.has(i + 1)) continue;
      const allowed = Math.min(
        window.ceiling,
        window.start + window.perWave * Math.max(pool[i]!.waited, pool[i + 1]!.waited),
      );
      if (gap > allowed) continue;
      taken.add(i).add(i + 1);
      gaps.push(gap);
    }
    pool = pool.filter((_, i) => !taken.has(i)).map((p) => ({ ...p, waited: p.waited + 1 }));
  }
  return gaps;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export interface RatingSimResult {
  report: string;
  correlation: number;
  gapByArrival: number;
  gapByWindow: number;
  calibration: { predicted: number; actual: number; battles: number };
  botWinRates: { band: string; players: number; botWins: number }[];
}

export function simulateRatings(o: RatingSimOptions): RatingSimResult {
  const next = stream(o.seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  // hidden skills standardized over the players drawn: 0 is this population's typical player, as
  // mu 25 is, since ratings only rank players against each other
  const drawn = Array.from({ length: o.players }, gaussian);
  const mean = drawn.reduce((s, z) => s + z, 0) / drawn.length;
  const sd = Math.sqrt(drawn.reduce((s, z) => s + (z - mean) ** 2, 0) / drawn.length);
  const players: SimPlayer[] = drawn.map((x) => {
    const z = (x - mean) / sd;
    return { z, skill: skillAt(z), rating: newRating };
  });
  const shuffled = () => {
    const order = players.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  };

  const correlationAt: string[] = [];
  let correlationAt30: number | null = null;
  let calibration = { predicted: 0, actual: 0, battles: 0 };
  let battles = 0;
  for (let round = 1; round <= o.battlesEach; round += 1) {
    // pairing by arrival: whoever searches next meets whoever waits
    const order = shuffled();
    for (let k = 0; k + 1 < order.length; k += 2) {
      const [a, b] = [players[order[k]!]!, players[order[k + 1]!]!];
      const points = play([a.skill, b.skill], next);
      const [pa] = predictWin([[a.rating], [b.rating]], ratingModel);
      const underdogFirst = pa! < 0.5;
      const score = firstScore(points);
      calibration = {
        predicted: calibration.predicted + (underdogFirst ? pa! : 1 - pa!),
        actual: calibration.actual + (underdogFirst ? score : 1 - score),
        battles: calibration.battles + 1,
      };
      [a.rating, b.rating] = rateBattle(
        [
          { rating: a.rating, rank: points[0]! >= points[1]! ? 1 : 2 },
          { rating: b.rating, rank: points[1]! >= points[0]! ? 1 : 2 },
        ],
        1,
      ) as [Rating, Rating];
      battles += 1;
    }
    if (round % 10 === 0 || round === o.battlesEach) {
      const now = spearman(
        players.map((p) => p.rating.mu),
        players.map((p) => p.z),
      );
      if (round === 30) correlationAt30 = now;
      correlationAt.push(`${round}: ${now.toFixed(3)}`);
    }
  }
  const correlation = spearman(
    players.map((p) => p.rating.mu),
    players.map((p) => p.z),
  );

  // the rating gap of pairs: by arrival (today's queue) and by a widening rating window
  const figures = players.map((p) => ratingFigure(p.rating));
  const arrivals = Array.from({ length: 200 }, () =>
    Array.from({ length: 6 }, () => figures[Math.floor(next() * figures.length)]!),
  );
  const flat = arrivals.flat();
  const byArrival = Array.from({ length: Math.floor(flat.length / 2) }, (_, i) =>
    Math.abs(flat[2 * i]! - flat[2 * i + 1]!),
  );
  const gapByArrival = median(byArrival);
  const gapByWindow = median(pairByWindow(arrivals));

  // the bot at each player's level, by quarter of the rating figures
  const botEach = o.botBattlesEach ?? 20;
  const botScore = (p: SimPlayer, rating: Rating | undefined) => {
    let botWins = 0;
    for (let i = 0; i < botEach; i += 1) botWins += 1 - firstScore(play([p.skill, botLevelFor(rating)], next));
    return botWins / botEach;
  };
  const byFigure = [...players].sort((x, y) => ratingFigure(x.rating) - ratingFigure(y.rating));
  const botWinRates = [0, 1, 2, 3].map((q) => {
    const inBand = byFigure.slice(Math.floor((q * byFigure.length) / 4), Math.floor(((q + 1) * byFigure.length) / 4));
    const [low, high] = [ratingFigure(inBand[0]!.rating), ratingFigure(inBand[inBand.length - 1]!.rating)];
    return {
      band: `${low}-${high}`,
      players: inBand.length,
      botWins: inBand.reduce((s, p) => s + botScore(p, p.rating), 0) / inBand.length,
    };
  });
  const newcomers = players.reduce((s, p) => s + botScore(p, undefined), 0) / players.length;
  const skillFit = fit(
    players.map((p) => p.rating.mu - 25),
    players.map((p) => p.z),
  );
  const meanSigma = players.reduce((s, p) => s + p.rating.sigma, 0) / players.length;

  const calibrationGap = Math.abs(calibration.actual - calibration.predicted) / Math.max(1, calibration.battles);
  const goal = (met: boolean) => (met ? 'goal met' : 'GOAL MISSED');
  const report = [
    `Ratings: ${o.players} players with a hidden skill, ${o.battlesEach} battles each (${battles} battles), seed ${o.seed}`,
    `  rank correlation of rating and hidden skill (Spearman), by battles a player: ${correlationAt.join(', ')} (goal >= 0.9 at 30: ${correlationAt30 === null ? 'not measured, fewer battles' : goal(correlationAt30 >= 0.9)})`,
    `  median rating gap of pairs: by arrival ${gapByArrival.toFixed(0)}, by rating window ${gapByWindow.toFixed(0)} (${pct(gapByWindow / Math.max(1, gapByArrival))} of it; the window rule simulated here, not the server's queue; goal <= 50%: ${goal(gapByWindow <= gapByArrival / 2)})`,
    `  calibration: the underdog won ${pct(calibration.actual / calibration.battles)} of ${calibration.battles} battles, the rating predicted ${pct(calibration.predicted / calibration.battles)} (goal within 5 points: ${goal(calibrationGap <= 0.05)})`,
    `  bot at the player's level, its win rate by quarter of the ratings (goal 40-60%): ${botWinRates.map((b) => `${b.band} ${pct(b.botWins)} of ${b.players} players`).join('; ')} (${goal(botWinRates.every((b) => b.botWins >= 0.4 && b.botWins <= 0.6))})`,
    `  the same players as newcomers (no rating yet) meet a gentle bot: it wins ${pct(newcomers)}`,
    `  the bot's model, fitted here: hidden skill = ${skillFit.a.toFixed(2)} + ${skillFit.b.toFixed(3)} x (mu - 25), mean sigma ${meanSigma.toFixed(2)} (the bot uses ${skillPerMu} and ${settledSigma})`,
  ].join('\n');
  return { report, correlation, gapByArrival, gapByWindow, calibration, botWinRates };
}
