// `npm start` (and `npm run dev` with --dev): the Auth and Firestore emulators with the players'
// data kept in .emulator-data between runs, demo content seeded into an empty database, the API,
// and the web app (built, or Vite's dev server with --dev), all stopped by Ctrl-C.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorHosts, firebase, root } from './firebase-cli.ts';
import { demoAccounts, operatorAccount, seedDemoOperator } from './seed/seeders/demo-accounts.ts';
import { waitForPort } from './wait-for-port.ts';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8787);
const dataDir = join(root, '.emulator-data');
Object.assign(process.env, emulatorHosts, { GCLOUD_PROJECT: 'demo-quiz' });

const children: ChildProcess[] = [];
let stopping = false;

async function main() {
  if (!dev) {
    console.log('Building the web app…');
    const build = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('vite build failed');
  }

  console.log('Starting the Firebase emulators (auth, firestore)…');
  const args = ['emulators:start', '--only', 'auth,firestore', '--export-on-exit', dataDir];
  if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
  const emulators = firebase(args, { stdio: 'pipe' });
  // The CLI is chatty: keep its output quiet unless it fails (or DEBUG_EMULATORS is set).
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-8000);
    if (process.env.DEBUG_EMULATORS) process.stdout.write(d);
  };
  emulators.stdout?.on('data', keep);
  emulators.stderr?.on('data', keep);
  emulators.on('exit', (code) => {
    if (!stopping) {
      console.error(`${output}\nThe emulators stopped (exit ${code}).`);
      void stop(1);
    }
  });
  children.push(emulators);
  await Promise.all([waitForPort(8080, 90_000), waitForPort(9099, 90_000)]).catch((err) => {
    console.error(output);
    throw err;
  });

  // Imported after the emulator hosts are in the environment, so the Admin SDK uses them.
  const { adminServices } = await import('../server/firebase.ts');
  const { isEmpty, seedAll } = await import('./seed/seed.ts');
  const { db } = adminServices();
  if (await isEmpty(db)) {
    console.log('Seeding the demo content…');
    await seedAll(db, new Date(), (line) => console.log(`  ${line}`));
  } else {
    await seedDemoOperator(db, new Date()); // data kept from before the console gets its operator too
  }

  const { startHttpServer } = await import('../server/http-server.ts');
  const apiPort = dev ? port + 1 : port;
  await startHttpServer({ port: apiPort, root, serveWeb: !dev });
  if (dev) {
    const vite = spawn(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, API_PORT: String(apiPort) },
      },
    );
    children.push(vite);
    await waitForPort(port, 60_000);
  }

  console.log(`\n  Quiz Arena is running at http://localhost:${port}\n`);
  console.log('  Demo accounts (email / password):');
  for (const a of demoAccounts) console.log(`    ${a.email} / ${a.password}`);
  console.log(`    ${operatorAccount.email} / ${operatorAccount.password}  (operator: the console at /admin)`);
  console.log("\n  Press Ctrl-C to stop; players' data is saved in .emulator-data (npm run reset clears it).\n");
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGINT');
          setTimeout(() => c.kill('SIGKILL'), 20_000).unref();
        }),
    ),
  );
  process.exit(code);
}

process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
main().catch((err) => {
  console.error(err);
  void stop(1);
});
