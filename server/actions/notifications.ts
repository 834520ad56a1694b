// The app's notifications, in the player's interface language (English unless Arabic is chosen).
import { z } from 'zod';
import { defineAction } from '../action.ts';
import { pageFields, sortFields } from '../fields.ts';


export const notificationActions = {
  get_notifications: defineAction({
    auth: 'user',
    input: z.object({
      ...pageFields(10),
      ...sortFields,
    }),
    async handler({ offset, limit, sort, order }, ctx) {
      const language = ctx.user.web_language === 'ar' ? 'ar' : 'en';
      const mine = ctx.db.collection('notifications').where('language', '==', language);
      const sorted = sort === 'date' ? mine.orderBy('date', order) : mine.orderBy('__name__', order);
      const [page, total] = await Promise.all([sorted.offset(offset).limit(limit).get(), mine.count().get()]);
      return {
        total: total.data().count,
        data: page.docs.map((d) => ({
          id: d.id,
          title: d.get('title') as string,
          message: d.get('message') as string,
          date: (d.get('date') as FirebaseFirestore.Timestamp).toDate().toISOString(),
        })),
      };
    },
  }),
};
