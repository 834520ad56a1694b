// The api_token every call after sign-in carries: an HS256 JWT naming the player (sub), with an
// expiry (exp) and the player's token version (ver). users/{uid}.token_version changes when the
// player logs out everywhere or an operator deactivates the account, and every older token is
// refused from then on. Checked synchronously on every call: WebCrypto's asynchronous verify would
// queue each request behind the event loop's other work twice (the key's import, then the check).
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { apiSecret } from '../api-secret.ts';

// The secret as a key made once: given the string, jsonwebtoken makes it a key on every call (after
// trying to read it as a public key), about 0.3 ms of CPU per request; with the key, 5 µs. The same
// bytes (UTF-8), so tokens signed either way verify either way.
let key: KeyObject | undefined;
const apiKey = () => (key ??= createSecretKey(Buffer.from(apiSecret(), 'utf8')));

export const apiTokenTtlSeconds = 60 * 60 * 24 * 30;

/** A new token version: random, so an account made again never revives an old token. */
export const newTokenVersion = () => randomBytes(12).toString('base64url');

export function issueApiToken(uid: string, version: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return jwt.sign({ sub: uid, ver: version, iat, exp: iat + apiTokenTtlSeconds }, apiKey(), { algorithm: 'HS256' });
}

/** The player and token version a token names, or null when it is forged, malformed or expired. */
export function readApiToken(token: string): { uid: string; version: string } | null {
  try {
    const payload = jwt.verify(token, apiKey(), { algorithms: ['HS256'] });
    if (
      typeof payload === 'string' ||
      typeof payload.sub !== 'string' ||
      typeof payload.ver !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    return { uid: payload.sub, version: payload.ver };
  } catch {
    return null;
  }
}
