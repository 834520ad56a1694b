// A room as someone who is not seated in it sees it (its address opened, an invite link's
// confirmation): the owner, the players, the category, the fee, and the code while it waits. A read:
// no transaction, nothing written.
import type { ActionContext } from '../action.ts';
import { readCategory } from '../content/catalog.ts';
import { notFound } from '../errors.ts';
import { canPlayCategory } from '../quiz/progress.ts';
import { playerRef, roomRef, type PlayerDoc, type RoomDoc } from './room-docs.ts';

export async function previewRoom(ctx: ActionContext, roomId: string) {
  const room = (await roomRef(ctx.db, roomId).get()).data() as RoomDoc | undefined;
  if (!room || room.type === 'random') throw notFound();
  const category = room.categoryId ? await readCategory(ctx.db, room.categoryId) : null;
  const snaps =
    room.playerUids.length > 0
      ? await ctx.db.getAll(...room.playerUids.map((uid) => playerRef(ctx.db, roomId, uid)))
      : [];
  const players = snaps
    .filter((s) => s.exists)
    .map((s) => ({ uid: s.id, ...(s.data() as PlayerDoc) }))
    .sort((a, b) => a.slot - b.slot);
  return {
    room_id: roomId,
    type: room.type,
    status: room.status,
    owner_name: players.find((p) => p.uid === room.ownerUid)?.name ?? '',
    entry_fee: room.entryFee,
    question_count: room.questionCount,
    max_players: room.maxPlayers,
    category_name: category?.category_name ?? '',
    category_locked: category !== null && !canPlayCategory(ctx.user, category),
    players: players.map((p) => ({ name: p.name, image: p.image })),
    room_code: room.status === 'waiting' ? room.code : '',
    seated: room.playerUids.includes(ctx.uid),
    removed: room.removedUids?.includes(ctx.uid) ?? false,
  };
}
