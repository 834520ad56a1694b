// The app's notifications, in the interface language the page asks for (else the player's saved
// one; English unless Arabic), each with what it opens when tapped, if anything.
import { contract } from '../../contract/actions.ts';
import { notificationTargets } from '../../contract/actions/notifications.ts';
import { defineAction } from '../action.ts';
import { inboxOf, kindOf } from '../economy/inbox.ts';
import { readPage } from '../paged-query.ts';

/** A stored target the contract knows, else none (an old or mistyped one opens nothing rather than a wrong page). */
const targetOf = (value: unknown) => notificationTargets.find((t) => t === value) ?? null;

export const notificationActions = {
  get_notifications: defineAction(contract.get_notifications, {
    auth: 'user',
    async handler({ offset, limit, sort, order, language: asked }, ctx) {
      const language = asked ?? (ctx.user.web_language === 'ar' ? 'ar' : 'en');
      const mine = ctx.db.collection('notifications').where('language', '==', language);
      const sorted = sort === 'date' ? mine.orderBy('date', order) : mine.orderBy('__name__', order);
      return readPage(sorted, { offset, limit }, (d) => ({
        id: d.id,
        title: d.get('title') as string,
        message: d.get('message') as string,
        date: (d.get('date') as FirebaseFirestore.Timestamp).toDate().toISOString(),
        target: targetOf(d.get('target')),
      }));
    },
  }),

  /** The player's own notifications, newest first, with how many are unread. */
  get_inbox: defineAction(contract.get_inbox, {
    auth: 'user',
    async handler({ offset, limit }, ctx) {
      const inbox = inboxOf(ctx.db, ctx.uid);
      const [page, unread] = await Promise.all([
        readPage(inbox.orderBy('date', 'desc'), { offset, limit }, (d) => ({
          id: d.id,
          kind: kindOf(d.get('kind') as string),
          params: d.get('params') as Record<string, string | number>,
          date: (d.get('date') as FirebaseFirestore.Timestamp).toDate().toISOString(),
          read: d.get('read') as boolean,
        })),
        inbox.where('read', '==', false).count().get(),
      ]);
      return { ...page, unread: unread.data().count };
    },
  }),

  /** How many of the player's own notifications are unread (the header's count). */
  get_inbox_unread: defineAction(contract.get_inbox_unread, {
    auth: 'user',
    async handler(_input, ctx) {
      const unread = await inboxOf(ctx.db, ctx.uid).where('read', '==', false).count().get();
      return { unread: unread.data().count };
    },
  }),

  /** Marks every one of the player's own notifications read. */
  mark_inbox_read: defineAction(contract.mark_inbox_read, {
    auth: 'user',
    async handler(_input, ctx) {
      const unread = inboxOf(ctx.db, ctx.uid).where('read', '==', false).limit(500);
      for (let page = await unread.get(); !page.empty; page = await unread.get()) {
        const batch = ctx.db.batch();
        for (const d of page.docs) batch.update(d.ref, { read: true });
        await batch.commit();
      }
      return { unread: 0 };
    },
  }),
};
