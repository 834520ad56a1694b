// Runs the Firebase CLI with what an offline machine needs: the Firestore emulator jar from
// Debian's google-cloud-cli-firestore-emulator package when it is installed (see docs/architecture.md,
// "The local stack"), else whatever the CLI downloads itself.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// GCLOUD_PROJECT lets several test runs share one emulator suite, each in a demo project of its own.
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-quiz';
export const emulatorHosts = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

const debianJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** Builds (once) a launcher jar whose manifest points at Debian's emulator jar. */
function firestoreLauncherJar(): string | undefined {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (!existsSync(debianJar)) return undefined;
  const dir = join(root, '.cache', 'firestore-launcher');
  const jar = join(dir, 'firestore-launcher.jar');
  if (!existsSync(jar)) {
    mkdirSync(dir, { recursive: true });
    const manifest = join(dir, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${debianJar}\n`,
    );
    execFileSync('jar', ['cfm', jar, manifest]);
  }
  return jar;
}

export function firebaseEnv(): NodeJS.ProcessEnv {
  const jar = firestoreLauncherJar();
  return {
    ...process.env,
    ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
    GCLOUD_PROJECT: projectId,
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_SKIP_UPDATE_CHECK: '1',
  };
}

/**
 * The Firestore emulator's JVM for test runs: the C1 compiler only and the serial collector. A test
 * run gives the emulator minutes of small requests on two cores, where C2's compiling and the
 * parallel collector's threads cost more than they win back: the same API test files took 30 s of
 * the emulator's CPU with the defaults and 11 s with these (docs/benchmarks.md, "The test suite's time").
 * Benches keep the JVM's defaults, the figure production's servers would be compared with.
 */
export const testEmulatorEnv = (): NodeJS.ProcessEnv => ({
  JAVA_TOOL_OPTIONS: [process.env.JAVA_TOOL_OPTIONS, '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']
    .filter(Boolean)
    .join(' '),
});

/** Spawns `firebase <args>` from node_modules with the offline-ready environment. */
export function firebase(
  args: string[],
  opts: { stdio?: 'inherit' | 'pipe'; env?: NodeJS.ProcessEnv } = {},
): ChildProcess {
  const bin = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  return spawn(process.execPath, [bin, '--project', projectId, ...args], {
    cwd: root,
    env: { ...firebaseEnv(), ...opts.env },
    stdio: opts.stdio ?? 'inherit',
  });
}

export interface EmulatorPorts {
  firestore: number;
  auth: number;
  hub: number;
  logging: number;
  websocket: number;
}

/** How far emulator slot N (0-20) shifts every port, so slots meet neither `npm test`'s suite nor each other. */
export const slotShift = (slot: number) => 1000 + slot * 10;

/** The emulator ports of slot N. */
export function slotPorts(slot: number): EmulatorPorts {
  const shift = slotShift(slot);
  return {
    firestore: 8080 + shift,
    auth: 9099 + shift,
    hub: 4400 + shift,
    logging: 4500 + shift,
    websocket: 9150 + shift,
  };
}

/** A firebase.json for an emulator suite of its own (the project's rules and indexes, these ports), written to .cache/firebase.<name>.json; returns its path. */
export function emulatorConfig(name: string, ports: EmulatorPorts): string {
  const file = join(root, '.cache', `firebase.${name}.json`);
  mkdirSync(dirname(file), { recursive: true });
  const host = '127.0.0.1';
  writeFileSync(
    file,
    JSON.stringify(
      {
        firestore: {
          rules: join(root, 'firestore/firestore.rules'),
          indexes: join(root, 'firestore/firestore.indexes.json'),
        },
        emulators: {
          auth: { host, port: ports.auth },
          firestore: { host, port: ports.firestore, websocketPort: ports.websocket },
          ui: { enabled: false },
          hub: { host, port: ports.hub },
          logging: { host, port: ports.logging },
          singleProjectMode: false,
        },
      },
      null,
      2,
    ),
  );
  return file;
}
