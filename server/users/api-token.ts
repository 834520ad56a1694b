// The api_token every call after sign-in carries: an HS256 JWT naming the player (sub), with an
// expiry (exp) and the player's token version (ver). users/{uid}.token_version changes when the
// player logs out everywhere or an operator deactivates the account, and every older token is
// refused from then on.
import { randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { apiSecret } from '../api-secret.ts';

export const apiTokenTtlSeconds = 60 * 60 * 24 * 30;

/** A new token version: random, so an account made again never revives an old token. */
export const newTokenVersion = () => randomBytes(12).toString('base64url');

export async function issueApiToken(uid: string, version: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return sign({ sub: uid, ver: version, iat, exp: iat + apiTokenTtlSeconds }, apiSecret(), 'HS256');
}

/** The player and token version a token names, or null when it is forged, malformed or expired. */
export async function readApiToken(token: string): Promise<{ uid: string; version: string } | null> {
  try {
    const payload = await verify(token, apiSecret(), 'HS256');
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'string' || typeof payload.exp !== 'number') return null;
    return { uid: payload.sub, version: payload.ver };
  } catch {
    return null;
  }
}
