// One action of the API: its contract (contract/actions/: the input schema and the reply schema)
// and a handler. The app parses the body, validates it, authenticates the caller when the action
// needs it, runs the handler and (outside production) checks the reply against the contract.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { ActionSpec } from '../contract/action.ts';
import type { ActionName } from '../contract/actions.ts';
import type { BlobStore } from './blob-store.ts';
import type { RateRule } from './rate-limit.ts';
import type { BodyLimit } from './request-body.ts';
import type { SystemConfig } from '../contract/settings.ts';
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
  /** The caller's address, as the rate limits read it (rate-limit.ts callerAddress). */
  address: string;
}

export interface ActionDef<S extends ActionSpec = ActionSpec> {
  /**
   * 'user': needs a valid api_token, and the caller's record is read and checked before the handler;
   * 'user-in-handler': a valid api_token, and the handler reads the record itself with what it reads
   * anyway and checks it with ctx.admit (a hot path saves a round trip); 'none': anyone (ctx.uid and
   * ctx.user are empty); 'operator': as 'user', and the caller's Firebase Auth user must hold the
   * custom claim operator: true right now (read on every call, so a revoked operator is refused at once).
   */
  auth: 'user' | 'user-in-handler' | 'operator' | 'none';
  /** A larger body answers 413 with this message (default: 64 KB, defaultBodyLimit). */
  bodyLimit?: BodyLimit;
  /** Rate limits checked before the handler (server/rate-limit.ts). */
  limits?: readonly RateRule[];
  // the reply is checked against the contract at run time (app.ts), not typed here
  handler: (input: z.output<S['input']>, ctx: ActionContext) => Promise<unknown>;
}

/** An action as the app runs it: its contract beside how it is served. */
export type ServedAction<S extends ActionSpec = ActionSpec> = ActionDef<S> & S;

export const defaultBodyLimit: BodyLimit = { bytes: 64 * 1024, message: 'body_too_large' };

export const defineAction = <S extends ActionSpec>(spec: S, def: ActionDef<S>): ServedAction<S> => ({
  ...spec,
  ...def,
});

export type ActionMap = Record<string, ServedAction<any>>;
/** Every action of the contract, served. */
export type ContractActions = { [K in ActionName]: ServedAction<any> };
