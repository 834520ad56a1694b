// The app's notifications, and the player's own inbox.
import { z } from 'zod';
import { action } from '../action.ts';
import { pageFields, sortFields } from '../fields.ts';

/** What a player's own notification is about (server/economy/inbox.ts words it). */
export const inboxKinds = ['badge', 'referral', 'contest_prize', 'payment', 'battle_away'] as const;
export type InboxKind = (typeof inboxKinds)[number];

const unread = z.object({ unread: z.number() });

export const notificationContract = {
  get_notifications: action(
    z.object({ ...pageFields(10), ...sortFields }),
    z.object({ total: z.number(), data: z.array(z.object({ id: z.string(), title: z.string(), message: z.string(), date: z.string() })) }),
  ),
  get_inbox: action(
    z.object(pageFields(10)),
    z.object({
      total: z.number(),
      unread: z.number(),
      data: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(inboxKinds),
          params: z.record(z.string(), z.union([z.string(), z.number()])),
          date: z.string(),
          read: z.boolean(),
        }),
      ),
    }),
  ),
  get_inbox_unread: action(z.object({}), unread),
  mark_inbox_read: action(z.object({}), unread),
};
