// `npm run bench:trace-start`: where the main thread's long tasks go when a signed-in player opens
// the home, as Lighthouse's phone would (412 px, 4x slower CPU). A new verified player logs in, the
// cached files are dropped (the session kept), the home is traced cold; each task over 50 ms is
// printed with its time by kind (script, layout, style, ...) and its heaviest functions, mapped
// through the build's source maps to the app's own files. `--runs N` traces N loads (default 3);
// each trace is kept as .cache/trace-start-N.json (DevTools' Performance panel opens it).
//
// Runs against the emulators named by FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST; without
// them it starts its own under `firebase emulators:exec`.
import { TraceMap, decodedMappings, originalPositionFor } from '@jridgewell/trace-mapping';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { root } from '../emulator/firebase-cli.ts';
import { servedBuild } from '../scripts/served-build.ts';
import { logInNewPlayer } from './log-in.ts';
import { runOnEmulators } from './on-emulators.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, any>;
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };

const dist = join(root, '.cache', 'trace-dist');
const maps = new Map<string, TraceMap | null>();

/** A frame of the built scripts as the source it came from: `function (src/app/shell.tsx)`. */
function original(frame: CallFrame): string {
  const file = frame.url?.split('/assets/')[1];
  if (!file)
    return `${frame.functionName || '(anonymous)'} ${frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : `(${frame.functionName ? 'native' : 'program'})`}`;
  if (!maps.has(file)) {
    const mapFile = join(dist, 'assets', `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map || !(frame.lineNumber >= 0 && frame.lineNumber < decodedMappings(map).length))
    return `${frame.functionName || '(anonymous)'} ${file}`;
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? file).replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  const name = frame.functionName || at.name || '(anonymous)';
  return `${name} (${source}:${at.line ?? '?'})`;
}

/** The main thread's long tasks of one cold, signed-in load of the home. */
async function traceOnce(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'cache_storage,service_workers' });
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('about:blank');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ],
    },
  });
  await page.goto(`${url}/`);
  // a fixed wait, not a poll: Playwright's looking would be work of its own on the traced thread
  await page.waitForTimeout(6000);
  await cdp.send('Tracing.end');
  await done;
  await page.locator('.mode-tile').first().waitFor({ timeout: 1000 });
  await page.getByTestId('header-coins').waitFor({ timeout: 1000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return events;
}

function report(events: TraceEvent[]) {
  // the page's renderer: the one whose main thread worked most (about:blank's may be traced too)
  const busy = (pid: number) =>
    events.filter((e) => e.pid === pid && e.tid === pid && e.name === 'v8.evaluateModule').length;
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => busy(b.pid) - busy(a.pid))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const contains = (p: TraceEvent, e: TraceEvent) =>
    p !== e && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0) && (p.dur ?? 0) >= (e.dur ?? 0);
  const allTasks = onMain.filter(
    (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  );
  const tasks = allTasks.filter((e) => (e.dur ?? 0) > 50_000 && !allTasks.some((p) => contains(p, e)));
  // Lighthouse's TBT counts the tasks after the first contentful paint (the page's renderer has one)
  const painted = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint')?.ts;
  const start = Math.min(
    painted ?? Infinity,
    ...onMain.filter((e) => e.name === 'ParseHTML' || e.name === 'ResourceSendRequest').map((e) => e.ts),
  );
  const fcp = painted ?? start;

  // the sampled profile: nodes and (node, time) samples
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  let clock = 0;
  for (const e of events.filter((e) => e.pid === main.pid && (e.name === 'ProfileChunk' || e.name === 'Profile'))) {
    if (e.name === 'Profile') clock = e.args!.data.startTime;
    const data = e.args?.data?.cpuProfile;
    for (const n of data?.nodes ?? []) nodes.set(n.id, n);
    const deltas: number[] = e.args?.data?.timeDeltas ?? [];
    (data?.samples ?? []).forEach((node: number, i: number) => {
      clock += deltas[i] ?? 0;
      samples.push({ node, ts: clock });
    });
  }
  const lines: string[] = [];
  let tbt = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    if (task.ts >= fcp) tbt += task.dur! - 50_000;
    // what the task did, by the outermost events under its own RunTask (a nested one is the same task)
    const inside = onMain.filter(
      (e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && !allTasks.includes(e),
    );
    const kinds = new Map<string, number>();
    for (const e of inside)
      if (!inside.some((p) => contains(p, e))) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
    const self = new Map<string, number>();
    const byFile = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    for (let i = 0; i < inTask.length; i++) {
      const dt = (inTask[i + 1]?.ts ?? end) - inTask[i]!.ts;
      const node = nodes.get(inTask[i]!.node);
      if (!node) continue;
      const key = original(node.callFrame);
      self.set(key, (self.get(key) ?? 0) + dt);
      const file = key.match(/\(([^:)]+)[:)]/)?.[1] ?? key;
      byFile.set(file, (byFile.get(file) ?? 0) + dt);
    }
    const ms = (us: number) => (us / 1000).toFixed(0);
    lines.push(
      `task at ${ms(task.ts - start)} ms: ${ms(task.dur!)} ms${task.ts < fcp ? ' (before the first contentful paint)' : ''}`,
    );
    lines.push(
      `  by kind: ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join(', ')}`,
    );
    lines.push(
      `  by file: ${[...byFile]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join(', ')}`,
    );
    for (const [fn, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 8))
      lines.push(`  ${ms(us).padStart(5)} ms  ${fn}`);
  }
  lines.push(
    `first contentful paint at ${((fcp - start) / 1000).toFixed(0)} ms; tasks over 50 ms: ${tasks.length}; their time over 50 ms after it: ${(tbt / 1000).toFixed(0)} ms`,
  );
  return lines.join('\n');
}

async function main() {
  const built = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--sourcemap',
      '--logLevel',
      'warn',
      '--outDir',
      dist,
      '--emptyOutDir',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_FIRESTORE_EMULATOR_PORT: process.env.FIRESTORE_EMULATOR_HOST!.split(':')[1],
        VITE_AUTH_EMULATOR_PORT: process.env.FIREBASE_AUTH_EMULATOR_HOST!.split(':')[1],
      },
    },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  const server = await servedBuild(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await logInNewPlayer(page, server.url, 'Tracer');
    for (let run = 1; run <= Number(values.runs); run++) {
      const events = await traceOnce(page, server.url);
      writeFileSync(join(root, '.cache', `trace-start-${run}.json`), JSON.stringify({ traceEvents: events }));
      console.log(`\nrun ${run}\n${report(events)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await runOnEmulators('bench/trace-start.ts', main);
