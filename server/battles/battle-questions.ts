// What a battle is played on: a Quiz Zone category (or every category of a language) and its battle
// pool (content/question-pools.ts: questions no other mode serves), drawn unpredictably, served to
// players without their answers, each seat with the options in its own order.
//
// A player meets a battle question again only once they have met the whole pool of the place:
//   users/{uid}/battleSeen/{bucket}  { ids }  the questions served to them in this cycle
// A room's questions are the ones its seated players have met the least (read by id where the room
// is made); serving a room to a player adds its questions, and a room that had to serve them one
// they had met starts their next cycle with its questions.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { BattleQuestion } from '../../machines/battle-types.ts';
import type { ActionContext } from '../action.ts';
import { questionsCol, readCategory, readQuestions, servedLanguage, type QuestionDoc } from '../content/catalog.ts';
import { contentLanguageId } from '../content/language.ts';
import { servedOptions } from '../content/option-order.ts';
import { cryptoRandom, shuffled } from '../content/shuffle.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { canPlayCategory } from '../quiz/progress.ts';

export interface BattlePlace {
  /** '' for every Quiz Zone category of the language */
  categoryId: string;
  languageId: number;
}

/** The matchmaking bucket of a place: players meet only players of the same category and language. */
export const bucketOf = (place: BattlePlace) => `${place.categoryId || 'all'}--${place.languageId}`;

/** The place a player asked for; a premium category must be unlocked by that player. */
export async function resolvePlace(
  ctx: ActionContext,
  category: string,
  languageId: number | undefined,
): Promise<BattlePlace> {
  if (!category || category === '0') return { categoryId: '', languageId: contentLanguageId(ctx.config, languageId) };
  const doc = await readCategory(ctx.db, category);
  if (!doc) throw notFound();
  if (doc.type !== 'quiz') throw badRequest('quiz_zone_only');
  if (!(await canPlayCategory(ctx.user, doc))) throw forbidden('category_locked');
  return { categoryId: doc.id, languageId: doc.language_id };
}

// The ids of a place's battle pool change only with an import: kept a few minutes, so pairing 200
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
  const snap = await byPlace.where('mode', '==', 'quiz').where('pool', '==', 'battle').select().get();
  const ids = snap.docs.map((d) => d.id);
  pools.set(key, { ids, at: Date.now() });
  return ids;
}

/** The place's battle pool; 'No questions found' when it has none. */
export async function battlePool(db: Firestore, place: BattlePlace): Promise<string[]> {
  const ids = await poolOf(db, place);
  if (ids.length === 0) throw notFound('no_questions');
  return ids;
}

/** The battle questions a player has met at a place in their current cycle. */
export const battleSeenRef = (db: Firestore, uid: string, place: BattlePlace): DocumentReference =>
  db.collection('users').doc(uid).collection('battleSeen').doc(bucketOf(place));

const metIn = (snap: DocumentSnapshot | undefined) => new Set((snap?.get('ids') as string[] | undefined) ?? []);

/**
 * `count` ids of the pool (fewer if it has fewer) for a room whose seated players have met what
 * `seen` holds (their battleSeen documents): the ones the fewest of them have met, in an order
 * nobody can foresee.
 */
export function pickFresh(pool: string[], seen: (DocumentSnapshot | undefined)[], count: number): string[] {
  const met = seen.map(metIn);
  const times = new Map(pool.map((id) => [id, met.filter((m) => m.has(id)).length]));
  // a stable sort of a shuffle: random within each count
  return shuffled(pool, cryptoRandom)
    .sort((a, b) => times.get(a)! - times.get(b)!)
    .slice(0, count);
}

/** `count` question ids of the place for a room of these players (read by id, outside any transaction). */
export async function pickQuestionIds(
  db: Firestore,
  place: BattlePlace,
  count: number,
  uids: string[],
): Promise<string[]> {
  const [pool, seen] = await Promise.all([
    battlePool(db, place),
    uids.length ? db.getAll(...uids.map((uid) => battleSeenRef(db, uid, place))) : [],
  ]);
  return pickFresh(pool, seen, count);
}

/**
 * Records a room's questions as met by a player it is served to (in the serving transaction, after
 * its reads; `seen` is their battleSeen document read there). A room with one they had met starts
 * a new cycle: the pool was used up for them, or their room's other players had met the rest.
 */
export function noteServed(tx: Transaction, seen: DocumentSnapshot, questionIds: string[]) {
  const met = metIn(seen);
  if (questionIds.some((id) => met.has(id))) tx.set(seen.ref, { ids: questionIds });
  else tx.set(seen.ref, { ids: FieldValue.arrayUnion(...questionIds) }, { merge: true });
}

/** A question as one seat sees it: its options in the seat's own order (`orderSeed`), without the answer. */
export const toBattleQuestion = (q: QuestionDoc, orderSeed: string): BattleQuestion => ({
  id: q.id,
  question: q.question,
  options: servedOptions(orderSeed, q),
  ...servedLanguage(q.language_id),
});

/** The room's questions in play order, as the seat with `orderSeed` sees them. */
export async function battleQuestions(
  db: Firestore,
  questionIds: string[],
  orderSeed: string,
): Promise<BattleQuestion[]> {
  return (await readQuestions(db, questionIds)).map((q) => toBattleQuestion(q, orderSeed));
}
