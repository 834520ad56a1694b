// The production entry: the API and the built web app on PORT, against the Firebase project the
// runtime's credentials name (or the emulators when their *_EMULATOR_HOST variables are set).
import { resolve } from 'node:path';
import { startHttpServer } from './http-server.ts';

await startHttpServer({ port: Number(process.env.PORT ?? 8787), root: resolve(import.meta.dirname, '..'), serveWeb: true });
