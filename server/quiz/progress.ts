// A player's progress through the content, written only by graded play and paid unlocks:
//   users/{uid}/levels/{mode--place}         { mode, category_id, subcategory_id, level, best } the unlocked
//                                            level; best: level -> the score its plays have added so far
//   users/{uid}/rewards/{set}                { coins, score } coins and score a once-per-set mode has added so far
//   users/{uid}/quizCategories/{type}        the categories the player chose (set_quiz_categories)
import type { Firestore } from 'firebase-admin/firestore';
import type { CategoryDoc } from '../content/catalog.ts';
import type { UserDoc } from '../users/user-doc.ts';

export type LevelMode = 'quiz' | 'multi_match';

const userDoc = (db: Firestore, uid: string) => db.collection('users').doc(uid);

export const levelRef = (db: Firestore, uid: string, mode: LevelMode, categoryId: string, subcategoryId: string) =>
  userDoc(db, uid)
    .collection('levels')
    .doc(`${mode}--${subcategoryId || categoryId}`);

/** The highest level the player may play here: 1 until graded play clears it. */
export async function unlockedLevel(
  db: Firestore,
  uid: string,
  mode: LevelMode,
  categoryId: string,
  subcategoryId: string,
) {
  const snap = await levelRef(db, uid, mode, categoryId, subcategoryId).get();
  return (snap.get('level') as number | undefined) ?? 1;
}

/** Free categories are open to everybody; premium ones once the player (as the server read them) bought them. */
export const canPlayCategory = (user: UserDoc, category: CategoryDoc) =>
  !category.is_premium || (user.unlocked_categories ?? []).includes(category.id);

export const rewardRef = (db: Firestore, uid: string, set: string) => userDoc(db, uid).collection('rewards').doc(set);

export const quizCategoriesRef = (db: Firestore, uid: string, type: string) =>
  userDoc(db, uid).collection('quizCategories').doc(type);
