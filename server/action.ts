// One action of the contract: a zod schema for its fields and a handler. The app parses the body,
// validates it, authenticates the caller when the action needs it, and runs the handler.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { BlobStore } from './blob-store.ts';
import type { RateRule } from './rate-limit.ts';
import type { SystemConfig } from './system-config.ts';
import type { UserDoc } from './users/user-doc.ts';

export interface ActionContext {
  db: Firestore;
  auth: Auth;
  blobs: BlobStore;
  config: SystemConfig;
  /** The server's clock; tests may move it. */
  now: () => Date;
  /** The signed-in player (actions with auth: 'user'). */
  uid: string;
  user: UserDoc;
  /** The raw Authorization bearer (user_signup reads the Firebase ID token from it). */
  bearer: string | undefined;
}

export interface ActionDef<S extends z.ZodType = z.ZodType> {
  /** 'user': needs a valid api_token; 'none': anyone (ctx.uid and ctx.user are empty). */
  auth: 'user' | 'none';
  input: S;
  /** A larger body answers 413 with this message (default: 64 KB, defaultBodyLimit). */
  bodyLimit?: { bytes: number; message: string };
  /** Rate limits checked before the handler (server/rate-limit.ts). */
  limits?: readonly RateRule[];
  handler: (input: z.output<S>, ctx: ActionContext) => Promise<unknown>;
}

export const defaultBodyLimit = { bytes: 64 * 1024, message: 'The request is too large (64 KB at most)' };

export const defineAction = <S extends z.ZodType>(def: ActionDef<S>): ActionDef<S> => def;

export type ActionMap = Record<string, ActionDef<any>>;
