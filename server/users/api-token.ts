// The api_token every call after sign-in carries: an HS256 JWT naming the player (sub), with an
// expiry (exp) and the player's token version (ver). users/{uid}.token_version changes when the
// player logs out everywhere or an operator deactivates the account, and every older token is
// refused from then on. Checked synchronously on every call: WebCrypto's asynchronous verify would
// queue each request behind the event loop's other work twice (the key's import, then the check).
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { apiSecret } from '../api-secret.ts';

export const apiTokenTtlSeconds = 60 * 60 * 24 * 30;

/** A new token version: random, so an account made again never revives an old token. */
export const newTokenVersion = () => randomBytes(12).toString('base64url');

export function issueApiToken(uid: string, version: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return jwt.sign({ sub: uid, ver: version, iat, exp: iat + apiTokenTtlSeconds }, apiSecret(), { algorithm: 'HS256' });
}

/** The player and token version a token names, or null when it is forged, malformed or expired. */
export function readApiToken(token: string): { uid: string; version: string } | null {
  try {
    const payload = jwt.verify(token, apiSecret(), { algorithms: ['HS256'] });
    if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.ver !== 'string' || typeof payload.exp !== 'number') return null;
    return { uid: payload.sub, version: payload.ver };
  } catch {
    return null;
  }
}
