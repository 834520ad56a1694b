// The whole product behind one port: the API, uploaded blobs, seeded media and the built web app.
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { actions } from './actions.ts';
import { apiSecret } from './api-secret.ts';
import { createApp } from './app.ts';
import { startBackground } from './background.ts';
import { localBlobStore } from './blob-store.ts';
import { afterReplies } from './after-reply.ts';
import { adminServices } from './firebase.ts';
import { log } from './log.ts';
import { mountWebApp, securityHeaders } from './web.ts';

export interface ServerOptions {
  port: number;
  root: string; // the repository root
  /** Serve dist/ (the built web app); off under `npm run dev`, where Vite serves it. */
  serveWeb: boolean;
  /** The built web app; dist/ by default. */
  webDir?: string;
  blobDir?: string;
}

export interface RunningServer {
  server: ServerType;
  url: string;
  /** Stops taking requests, finishes the ones in flight and the awards they started, stops the background work and hands its leases over. */
  stop(): Promise<void>;
}

export function startHttpServer(opts: ServerOptions): Promise<RunningServer> {
  apiSecret(); // an unsafe configuration stops the server before it listens
  const services = adminServices();
  const blobDir = opts.blobDir ?? process.env.BLOB_DIR ?? join(opts.root, '.blobs');
  const api = createApp({ ...services, actions, blobs: localBlobStore(blobDir) });
  const app = new Hono();
  app.use(securityHeaders({ onEmulators: Boolean(process.env.FIRESTORE_EMULATOR_HOST) }));
  const rel = (dir: string) => relative(process.cwd(), dir) || '.';
  app.route('/', api);
  app.use('/blobs/*', serveStatic({ root: rel(blobDir), rewriteRequestPath: (p) => p.replace(/^\/blobs/, '') }));
  app.use(
    '/media/*',
    serveStatic({
      root: rel(join(opts.root, 'emulator/seed/content')),
      rewriteRequestPath: (p) => p.replace(/^\/media/, ''),
    }),
  );
  const dist = opts.webDir ?? join(opts.root, 'dist');
  if (opts.serveWeb && existsSync(dist)) mountWebApp(app, dist);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: opts.port, hostname: '0.0.0.0' }, (info) => {
      const url = `http://localhost:${info.port}`;
      log('info', { msg: 'listening', url });
      const background = startBackground(services.db);
      const stop = async () => {
        const closed = new Promise<void>((done) => server.close(() => done()));
        await background.stop();
        await closed;
        await afterReplies(); // what the last requests started after their replies
      };
      resolve({ server, url, stop });
    });
  });
}
