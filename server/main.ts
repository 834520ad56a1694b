// The production entry: the API and the built web app on PORT, against the Firebase project the
// runtime's credentials name (or the emulators when their *_EMULATOR_HOST variables are set).
// Unsafe configuration (api-secret.ts) stops it before it listens, with one line saying why.
import { resolve } from 'node:path';
import { apiSecret, UnsafeConfigError } from './api-secret.ts';
import { startHttpServer } from './http-server.ts';

try {
  apiSecret();
} catch (err) {
  if (!(err instanceof UnsafeConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
await startHttpServer({ port: Number(process.env.PORT ?? 8787), root: resolve(import.meta.dirname, '..'), serveWeb: true });
