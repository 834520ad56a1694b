// The battle pool. Each Quiz Zone category's questions are split once, when they are seeded or
// imported: the battle pool is served by battles only, the practice pool by Quiz Zone levels, Self
// Challenge and bookmarks. Practice shows the right option after every answer, so a battle question
// must never be practised: its answer is then shown only in the review of a battle it was played in,
// and a key of the battle pool cannot be built by practising (SECURITY.md, "No oracle for a live
// question"). A question keeps its pool: one whose answer practice has shown never becomes a battle
// question on its own.
import type { Firestore } from 'firebase-admin/firestore';
import { inBattlePool, normalText, questionsCol, type QuestionDoc } from './catalog.ts';

/** How many of a level's `n` questions go to battles: a third, rounded up, keeping one for practice. */
const battleShare = (n: number) => Math.min(Math.ceil(n / 3), n - 1);

const groupBy = <T>(items: T[], key: (t: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/**
 * Gives every Quiz Zone question without a pool one, deterministically (by id): in each level of a
 * subcategory, a third of its questions to battles and the rest to practice, so every level stays
 * playable; then, where a category's battle pool is short of `battleSize` (a full battle), more of
 * the newly assigned ones while each level keeps one for practice. A question whose text is in
 * `exposed` (the normalized texts of other modes, which show their answers) stays in practice.
 * Questions that already have a pool keep it and count towards the shares. Changes `questions`.
 */
export function assignPools(
  questions: QuestionDoc[],
  battleSize: number,
  exposed: ReadonlySet<string> = new Set(),
): void {
  const quiz = questions.filter((q) => q.mode === 'quiz');
  const open = (q: QuestionDoc) => !q.pool && !exposed.has(normalText(q.question));
  for (const inCategory of groupBy(quiz, (q) => q.category_id).values()) {
    const levels = [...groupBy(inCategory, (q) => `${q.subcategory_id}|${q.level}`).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, qs]) => qs.sort((a, b) => a.id.localeCompare(b.id)));
    const fresh = new Set(inCategory.filter(open));
    for (const level of levels) {
      let battles = level.filter(inBattlePool).length;
      for (const q of level.filter((x) => fresh.has(x)))
        q.pool = battles++ < battleShare(level.length) ? 'battle' : 'practice';
    }
    let total = inCategory.filter(inBattlePool).length;
    // short of a battle: one more from each level in turn, never a level's last practice question
    for (let moved = true; total < battleSize && moved;) {
      moved = false;
      for (const level of levels) {
        const practice = level.filter((q) => q.pool !== 'battle');
        const next = practice.find((q) => fresh.has(q));
        if (total >= battleSize || !next || practice.length < 2) continue;
        next.pool = 'battle';
        total++;
        moved = true;
      }
    }
    for (const q of inCategory) q.pool ??= 'practice';
  }
}

/** The normalized texts of the battle pools of these languages. */
export async function battleTexts(db: Firestore, languages: number[]): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const language of languages) {
    const snap = await questionsCol(db)
      .where('language_id', '==', language)
      .where('pool', '==', 'battle')
      .select('question')
      .get();
    for (const d of snap.docs) texts.add(normalText(d.get('question') as string));
  }
  return texts;
}
