// The production-served web app on the emulators named by FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST, for scripts that drive it in a browser (benches, screenshots):
// built for those emulators (or `webDir`, a build made elsewhere), seeded if empty, served by the real server.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../emulator/firebase-cli.ts';
import { isEmpty, seedAll } from '../emulator/seed/seed.ts';
import { adminServices } from '../server/firebase.ts';
import { startHttpServer } from '../server/http-server.ts';

export async function servedBuild(webDir?: string) {
  const dist = webDir ?? join(root, '.cache', 'bench-dist');
  const port = (v: string | undefined) => v!.split(':')[1]!;
  const built = webDir
    ? { status: 0 }
    : spawnSync(
        process.execPath,
        [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
        {
          cwd: root,
          stdio: 'inherit',
          env: {
            ...process.env,
            VITE_FIRESTORE_EMULATOR_PORT: port(process.env.FIRESTORE_EMULATOR_HOST),
            VITE_AUTH_EMULATOR_PORT: port(process.env.FIREBASE_AUTH_EMULATOR_HOST),
          },
        },
      );
  if (built.status !== 0) throw new Error('vite build failed');
  const { db } = adminServices();
  if (await isEmpty(db)) await seedAll(db, new Date());
  process.env.LOG_LEVEL ??= 'warn';
  const server = await startHttpServer({ port: 0, root, serveWeb: true, webDir: dist });
  return { url: server.url.replace('localhost', '127.0.0.1'), stop: () => server.stop() };
}
