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
  /** The signed-in player (actions with auth: 'user'; with 'user-in-handler', the uid only). */
  uid: string;
  user: UserDoc;
  /**
   * auth 'user-in-handler': the caller's record as the handler read it (in its own transaction),
   * checked as the app checks it for 'user' (exists, not deactivated, token not revoked); throws if not.
   */
  admit: (record: UserDoc | undefined) => UserDoc;
  /** The raw Authorization bearer (user_signup reads the Firebase ID token from it). */
  bearer: string | undefined;
}

export interface ActionDef<S extends z.ZodType = z.ZodType> {
  /**
   * 'user': needs a valid api_token, and the caller's record is read and checked before the handler;
   * 'user-in-handler': a valid api_token, and the handler reads the record itself with what it reads
   * anyway and checks it with ctx.admit (a hot path saves a round trip); 'none': anyone (ctx.uid and
   * ctx.user are empty).
   */
  auth: 'user' | 'user-in-handler' | 'none';
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
