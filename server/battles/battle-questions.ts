// What a battle is played on: a Quiz Zone category (or every category of a language) and its
// questions, drawn unpredictably, served to players without their answers, each seat with the
// options in its own order.
import type { Firestore } from 'firebase-admin/firestore';
import type { BattleQuestion } from '../../machines/battle-types.ts';
import type { ActionContext } from '../action.ts';
import { questionsCol, readCategory, readQuestions, type QuestionDoc } from '../content/catalog.ts';
import { contentLanguageId } from '../content/language.ts';
import { servedOptions } from '../content/option-order.ts';
import { cryptoRandom, shuffled } from '../content/shuffle.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { categoryLocked, noQuestions } from '../quiz/messages.ts';
import { canPlayCategory } from '../quiz/progress.ts';

export interface BattlePlace {
  /** '' for every Quiz Zone category of the language */
  categoryId: string;
  languageId: number;
}

/** The matchmaking bucket of a place: players meet only players of the same category and language. */
export const bucketOf = (place: BattlePlace) => `${place.categoryId || 'all'}--${place.languageId}`;

/** The place a player asked for; a premium category must be unlocked by that player. */
export async function resolvePlace(ctx: ActionContext, category: string, languageId: number | undefined): Promise<BattlePlace> {
  if (!category || category === '0') return { categoryId: '', languageId: contentLanguageId(ctx.config, languageId) };
  const doc = await readCategory(ctx.db, category);
  if (!doc) throw notFound();
  if (doc.type !== 'quiz') throw badRequest('Battles are played in Quiz Zone categories');
  if (!(await canPlayCategory(ctx.user, doc))) throw forbidden(categoryLocked);
  return { categoryId: doc.id, languageId: doc.language_id };
}

// The ids of a place's questions change only with an import: kept a few minutes, so pairing 200
// players does not read the whole pool 100 times.
const poolTtlMs = 5 * 60_000;
const pools = new Map<string, { ids: string[]; at: number }>();

async function poolOf(db: Firestore, place: BattlePlace): Promise<string[]> {
  const key = bucketOf(place);
  const cached = pools.get(key);
  if (cached && Date.now() - cached.at < poolTtlMs) return cached.ids;
  const byPlace = place.categoryId
    ? questionsCol(db).where('category_id', '==', place.categoryId)
    : questionsCol(db).where('language_id', '==', place.languageId);
  const snap = await byPlace.where('mode', '==', 'quiz').select().get();
  const ids = snap.docs.map((d) => d.id);
  pools.set(key, { ids, at: Date.now() });
  return ids;
}

/** `count` question ids of the place in an order nobody can foresee (fewer if the place has fewer). */
export async function pickQuestionIds(db: Firestore, place: BattlePlace, count: number): Promise<string[]> {
  const ids = await poolOf(db, place);
  if (ids.length === 0) throw notFound(noQuestions);
  return shuffled(ids, cryptoRandom).slice(0, count);
}

/** A question as one seat sees it: its options in the seat's own order (`orderSeed`), without the answer. */
export const toBattleQuestion = (q: QuestionDoc, orderSeed: string): BattleQuestion => ({
  id: q.id,
  question: q.question,
  options: servedOptions(orderSeed, q),
});

/** The room's questions in play order, as the seat with `orderSeed` sees them. */
export async function battleQuestions(db: Firestore, questionIds: string[], orderSeed: string): Promise<BattleQuestion[]> {
  return (await readQuestions(db, questionIds)).map((q) => toBattleQuestion(q, orderSeed));
}
