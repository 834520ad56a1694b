// The api_token every call after sign-in carries: an HS256 JWT naming the player's uid.
import { sign, verify } from 'hono/jwt';

const secret = () => process.env.API_SECRET ?? 'local-development-secret-change-me';
const ttlSeconds = 60 * 60 * 24 * 30;

export async function issueApiToken(uid: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return sign({ sub: uid, iat, exp: iat + ttlSeconds }, secret(), 'HS256');
}

/** The uid the token names, or null when it is forged, malformed or expired. */
export async function readApiToken(token: string): Promise<string | null> {
  try {
    const payload = await verify(token, secret(), 'HS256');
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
