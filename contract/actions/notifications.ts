// The app's notifications, and the player's own inbox.
import { z } from 'zod';
import { action } from '../action.ts';
import { blankIsAbsent, pageFields, sortFields } from '../fields.ts';

/**
 * What a player's own notification is about (server/economy/inbox.ts words it). A challenge that
 * ended unplayed is challenge_declined or challenge_expired, whichever kind of challenge it was;
 * `coins` says what came back (0: it cost nothing).
 */
export const inboxKinds = [
  'badge',
  'referral',
  'contest_prize',
  'contest_result',
  'payment',
  'battle_away',
  'challenge',
  'challenge_result',
  'challenge_expired',
  'challenge_declined',
  'friend_requested',
  'friend_accepted',
] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** What an app notification opens when tapped (src/features/notifications maps each to its page); none: it only informs. */
export const notificationTargets = [
  'contests',
  'daily_quiz',
  'exams',
  'referral',
  'group_battle',
  'badges',
  'fun_and_learn',
  'math_mania',
  'multi_match',
] as const;

const unread = z.object({ unread: z.number() });

export const notificationContract = {
  get_notifications: action(
    z.object({
      ...pageFields(10),
      ...sortFields,
      /** The interface's language, so the list follows it at once; absent: the player's saved one. */
      language: z.preprocess(blankIsAbsent, z.enum(['en', 'ar'], { message: 'language: en or ar' }).optional()),
    }),
    z.object({
      total: z.number(),
      data: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          message: z.string(),
          date: z.string(),
          target: z.enum(notificationTargets).nullable(),
        }),
      ),
    }),
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
