// The player's own numbers and profile: coin history, statistics, coins and score, profile edits,
// the profile picture and deleting the account.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Firestore } from 'firebase-admin/firestore';
import { contract } from '../../contract/actions.ts';
import { defineAction, type ActionContext } from '../action.ts';
import { categoriesCol } from '../content/catalog.ts';
import { statsSummaryRef } from '../economy/awards.ts';
import { applyCoins, coinHistory } from '../economy/ledger.ts';
import { playerTransaction } from '../economy/player-transaction.ts';
import { ApiError, badRequest, forbidden } from '../errors.ts';
import { publicUser, userRef, type UserDoc } from '../users/user-doc.ts';
import { spendTitles } from '../../contract/actions/player.ts';
import { profileImageKey, storedProfileImage } from '../../contract/profile-image.ts';
import { systemLanguages } from '../../contract/actions/settings.ts';
import { capitalize } from './users.ts';
import { readPage } from '../paged-query.ts';

const maxImageBytes = 5 * 1024 * 1024;
const maxImageSide = 4096;

export function refuseInDemo(ctx: ActionContext) {
  if (ctx.config.demo_mode === '1') throw forbidden('not_in_demo');
}

interface CategoryStats {
  answered: number;
  correct: number;
}

const percent = (correct: number, answered: number) => (answered > 0 ? Math.round((correct / answered) * 100) : 0);

/** The names of these categories, by id (a deleted category has none). */
async function categoryNames(db: Firestore, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const snaps = await db.getAll(...ids.map((id) => categoriesCol(db).doc(id)));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, s.get('category_name') as string]));
}

async function readStatistics(ctx: ActionContext) {
  const snap = await statsSummaryRef(ctx.db, ctx.uid).get();
  const answered = (snap.get('questions_answered') as number | undefined) ?? 0;
  const correct = (snap.get('correct_answers') as number | undefined) ?? 0;
  const played = Object.entries((snap.get('categories') as Record<string, CategoryStats> | undefined) ?? {}).filter(
    ([, c]) => c.answered > 0,
  );
  const names = await categoryNames(
    ctx.db,
    played.map(([id]) => id),
  );
  const categories = played
    .map(([id, c]) => ({
      category_id: id,
      ...(names.has(id) ? { category_name: names.get(id)! } : {}),
      answered: c.answered,
      correct: c.correct,
      ratio: percent(c.correct, c.answered),
    }))
    // Best first; between equal ratios the category with more answers weighs more.
    .sort((a, b) => b.ratio - a.ratio || b.answered - a.answered);
  return {
    questions_answered: answered,
    correct_answers: correct,
    ratio: percent(correct, answered),
    strongest_category: categories[0] ?? null,
    weakest_category: categories.length > 1 ? categories[categories.length - 1]! : null,
    categories,
  };
}

/** Where an uploaded picture of this player lives in the blob store, from its public URL; null for anything else. */
const ownBlobKey = (uid: string, url: string) => {
  const stored = storedProfileImage(url);
  return stored?.uid === uid ? stored.key : null;
};

export const playerActions = {
  get_tracker_data: defineAction(contract.get_tracker_data, {
    auth: 'user',
    async handler({ offset, limit, type }, ctx) {
      const all = coinHistory(ctx.db, ctx.uid);
      const filtered = type === 'all' ? all : all.where('status', '==', type === 'earned' ? 0 : 1);
      return readPage(filtered.orderBy('date', 'desc'), { offset, limit }, (d) => ({
        id: d.id,
        type: d.get('type') as string,
        title: d.get('title') as string,
        ...(d.get('badge') ? { badge: d.get('badge') as string } : {}),
        ...(d.get('note') ? { note: d.get('note') as string } : {}),
        coins: d.get('coins') as number,
        status: d.get('status') as number,
        date: (d.get('date') as FirebaseFirestore.Timestamp).toDate().toISOString(),
      }));
    },
  }),

  get_users_statistics: defineAction(contract.get_users_statistics, {
    auth: 'user',
    handler: async (_input, ctx) => readStatistics(ctx),
  }),

  // Statistics come from graded play only; the client's report is checked for shape and ignored.
  set_users_statistics: defineAction(contract.set_users_statistics, {
    auth: 'user',
    handler: async (_input, ctx) => readStatistics(ctx),
  }),

  get_user_coin_score: defineAction(contract.get_user_coin_score, {
    auth: 'user',
    async handler(_input, ctx) {
      return { coins: ctx.user.coins, all_time_score: ctx.user.all_time_score };
    },
  }),

  // Only spending: a hint, a paid review. What play earns is applied by the grading actions.
  set_user_coin_score: defineAction(contract.set_user_coin_score, {
    auth: 'user',
    async handler(input, ctx) {
      if (input.coins > 0) throw forbidden('coins_only_by_playing');
      if (input.score !== 0) throw forbidden('score_only_by_playing');
      if (input.coins === 0) return { coins: ctx.user.coins, all_time_score: ctx.user.all_time_score }; // nothing spent: a read
      const ref = userRef(ctx.db, ctx.uid);
      return playerTransaction(ctx.db, ctx.uid, async (tx) => {
        const user = (await tx.get(ref)).data() as UserDoc;
        if (user.coins + input.coins < 0) throw badRequest('not_enough_coins');
        if (input.coins < 0) {
          const entry = { type: input.type, title: spendTitles[input.type], coins: input.coins };
          applyCoins(tx, ctx.db, ctx.uid, `spend_${randomUUID()}`, entry, ctx.now());
        }
        return { coins: user.coins + input.coins, all_time_score: user.all_time_score };
      });
    },
  }),

  update_profile: defineAction(contract.update_profile, {
    auth: 'user',
    async handler(input, ctx) {
      refuseInDemo(ctx);
      const changes: Partial<UserDoc> = {};
      if (input.name) changes.name = capitalize(input.name);
      if (input.mobile) changes.mobile = input.mobile;
      if (input.web_language)
        changes.web_language = systemLanguages.find(
          (l) => l.name === input.web_language || l.code === input.web_language,
        )!.code;
      if (input.email && input.email !== ctx.user.email) {
        if (ctx.user.type !== 'mobile') throw forbidden('email_change_mobile_only');
        changes.email = input.email;
      }
      if (Object.keys(changes).length > 0) await userRef(ctx.db, ctx.uid).update(changes);
      return publicUser(ctx.uid, { ...ctx.user, ...changes });
    },
  }),

  upload_profile_image: defineAction(contract.upload_profile_image, {
    auth: 'user',
    // The image and the few hundred bytes of its multipart envelope.
    bodyLimit: { bytes: maxImageBytes + 16 * 1024, message: 'image_too_large' },
    async handler({ image }, ctx) {
      refuseInDemo(ctx);
      if (image.size > maxImageBytes) throw new ApiError(413, 'image_too_large');
      const bytes = new Uint8Array(await image.arrayBuffer());
      // The header alone says what the file is and how large it would decode: no pixels yet.
      const { width, height } = await sharp(bytes)
        .metadata()
        .catch(() => {
          throw badRequest('not_an_image');
        });
      if (!width || !height) throw badRequest('not_an_image');
      if (width > maxImageSide || height > maxImageSide)
        throw badRequest('image_too_many_pixels', { side: maxImageSide });
      const webp = await sharp(bytes, { limitInputPixels: maxImageSide * maxImageSide })
        .rotate()
        .resize(256, 256, { fit: 'cover' })
        .webp()
        .toBuffer()
        .catch(() => {
          throw badRequest('not_an_image');
        });
      const profile = await ctx.blobs.put(profileImageKey(ctx.uid, ctx.now().getTime()), webp, 'image/webp');
      await userRef(ctx.db, ctx.uid).update({ profile });
      const old = ownBlobKey(ctx.uid, ctx.user.profile);
      if (old) await ctx.blobs.remove(old);
      return publicUser(ctx.uid, { ...ctx.user, profile });
    },
  }),

  delete_user_account: defineAction(contract.delete_user_account, {
    auth: 'user',
    async handler(_input, ctx) {
      refuseInDemo(ctx);
      const { db, uid } = ctx;
      const [entries, contestRows, payments] = await Promise.all([
        db.collectionGroup('entries').where('uid', '==', uid).get(),
        db.collectionGroup('leaderboard').where('uid', '==', uid).get(),
        db.collection('paymentRequests').where('uid', '==', uid).get(),
      ]);
      const writer = db.bulkWriter();
      for (const d of entries.docs) if (d.ref.parent.parent?.parent.id === 'leaderboards') void writer.delete(d.ref);
      for (const d of contestRows.docs) if (d.ref.parent.parent?.parent.id === 'contests') void writer.delete(d.ref);
      for (const d of payments.docs) void writer.delete(d.ref);
      void writer.delete(db.collection('paymentLocks').doc(uid));
      await writer.close();
      await db.recursiveDelete(userRef(db, uid));
      const old = ownBlobKey(uid, ctx.user.profile);
      if (old) await ctx.blobs.remove(old);
      await ctx.auth.deleteUser(uid).catch((err: { code?: string }) => {
        if (err.code !== 'auth/user-not-found') throw err;
      });
      return { deleted: true };
    },
  }),
};
