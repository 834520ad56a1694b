// Several API instances as production runs them: separate processes of server/main.ts on ports of
// their own, against the same emulators, each with its background work (leases decide who sweeps
// and who plays the bots). Calls are spread over the live instances like a load balancer would;
// an instance can be killed (SIGKILL: no goodbye, its leases simply run out) and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../../emulator/firebase-cli.ts';
import type { Reply } from './api-harness.ts';
import { formBody } from './form-body.ts';

export interface Cluster {
  urls: string[];
  /** Sends the call to instance `index` (by default the next live one, round-robin); a transport error is status 0. */
  call<T = any>(
    action: string,
    fields?: Record<string, string | number>,
    token?: string,
    index?: number,
  ): Promise<Reply<T>>;
  /** Kills instance `index` at once, in-flight requests and all. */
  kill(index: number): void;
  /** Starts instance `index` again on its port and waits until it answers. */
  restart(index: number): Promise<void>;
  live(): number[];
  /** The process id of instance `index` (e.g. to read its CPU time). */
  pid(index: number): number;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

// a cold start compiles the server's modules: a few seconds, far more on a machine whose two cores
// also run browsers and the emulator
async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API instance ${url} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`API instance ${url} did not start in ${timeoutMs} ms`);
}

/** `serverRoot`: the checkout whose server/main.ts the instances run (a bench may compare an older one). */
export async function startCluster(size: number, env: NodeJS.ProcessEnv = {}, serverRoot = root): Promise<Cluster> {
  const ports = await Promise.all(Array.from({ length: size }, freePort));
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  const children: (ChildProcess | null)[] = Array(size).fill(null);
  let next = 0;
  const blobDir = mkdtempSync(join(tmpdir(), 'quiz-cluster-blobs-'));

  async function launch(i: number) {
    const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'server/main.ts')], {
      cwd: serverRoot,
      env: {
        ...process.env,
        LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'error',
        BLOB_DIR: blobDir,
        ...env,
        PORT: String(ports[i]),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children[i] = child;
    await waitHealthy(urls[i]!, child);
  }
  await Promise.all(ports.map((_, i) => launch(i)));

  const live = () => children.flatMap((c, i) => (c && c.exitCode === null && c.signalCode === null ? [i] : []));

  async function call(
    action: string,
    fields: Record<string, string | number> = {},
    token?: string,
    index?: number,
  ): Promise<Reply> {
    const up = live();
    const i = index ?? up[next++ % up.length]!;
    try {
      const res = await fetch(`${urls[i]}/api/${action}`, {
        method: 'POST',
        body: formBody(fields),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.status, body: await res.json() } as Reply;
    } catch {
      return { status: 0, body: { error: true, message: `instance ${i} unreachable` } };
    }
  }

  const stopChild = (c: ChildProcess | null, signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill(signal);
    });

  return {
    urls,
    call,
    live,
    pid: (i) => children[i]!.pid!,
    kill(i) {
      children[i]?.kill('SIGKILL');
    },
    async restart(i) {
      await stopChild(children[i] ?? null, 'SIGKILL');
      await launch(i);
    },
    async close() {
      await Promise.all(children.map((c) => stopChild(c, 'SIGTERM')));
    },
  };
}
