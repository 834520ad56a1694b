// The secret that signs api_tokens. Production (NODE_ENV=production, or a Firestore that is not
// the emulator) must be given API_SECRET of 32 bytes or more and refuses to start without it; a
// local run (on the emulators) makes a random one once and keeps it in .cache/api-secret.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Configuration that would make the deployment unsafe: the server says why and does not start. */
export class UnsafeConfigError extends Error {}

export const minSecretBytes = 32;
const localSecretFile = resolve(import.meta.dirname, '..', '.cache', 'api-secret');

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production' || !env.FIRESTORE_EMULATOR_HOST;

export function loadApiSecret(env: NodeJS.ProcessEnv = process.env, localFile = localSecretFile): string {
  const given = env.API_SECRET;
  if (given) {
    if (Buffer.byteLength(given) < minSecretBytes) {
      throw new UnsafeConfigError(
        `API_SECRET is too short: it needs at least ${minSecretBytes} bytes (e.g. openssl rand -base64 48).`,
      );
    }
    return given;
  }
  if (isProduction(env)) {
    throw new UnsafeConfigError(
      `Refusing to start: production (NODE_ENV=production or a Firestore that is not the emulator) needs API_SECRET of at least ${minSecretBytes} bytes.`,
    );
  }
  if (existsSync(localFile)) return readFileSync(localFile, 'utf8').trim();
  mkdirSync(dirname(localFile), { recursive: true });
  const made = randomBytes(48).toString('base64url');
  writeFileSync(localFile, made, { mode: 0o600 });
  return made;
}

let secret: string | undefined;
/** The secret of this process, resolved once. */
export const apiSecret = () => (secret ??= loadApiSecret());
