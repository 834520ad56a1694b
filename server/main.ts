// The production entry (`npm run serve`, the Docker image's command): the API and the built web
// app (WEB_DIR, dist/ by default) on PORT, against the Firebase project the runtime's credentials
// name, or the emulators when their *_EMULATOR_HOST variables are set. Unsafe configuration
// (api-secret.ts) stops it before it listens, with one line saying why. SIGTERM (Cloud Run's stop)
// finishes the requests in flight and hands the background leases over, then exits.
import { resolve } from 'node:path';
import { apiSecret, UnsafeConfigError } from './api-secret.ts';

try {
  apiSecret();
} catch (err) {
  if (!(err instanceof UnsafeConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
// the server's modules load once the configuration is known to be safe: a refusal comes at once
const [{ startHttpServer }, { log }] = await Promise.all([import('./http-server.ts'), import('./log.ts')]);
const { stop } = await startHttpServer({
  port: Number(process.env.PORT ?? 8787),
  root: resolve(import.meta.dirname, '..'),
  serveWeb: true,
  webDir: process.env.WEB_DIR,
});

const shutdownBudgetMs = 8_000;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log('info', { msg: 'shutting down', signal });
    setTimeout(() => process.exit(0), shutdownBudgetMs).unref(); // Cloud Run kills 10 s after SIGTERM
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log('error', { msg: 'shutdown failed', err: String(err) });
        process.exit(1);
      },
    );
  });
}
