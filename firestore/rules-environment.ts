// A rules test's own project on the Firestore emulator that FIRESTORE_EMULATOR_HOST names (each
// test file its own project: clearing it never touches another file's data), with the project's
// rules, cleared before the file's tests.
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';

/** The emulator's host and port, for a client SDK that connects to it too. */
export function firestoreEmulator() {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host: host!, port: Number(port) };
}

export async function rulesEnvironment(projectId: string) {
  const rules = readFileSync(new URL('./firestore.rules', import.meta.url), 'utf8');
  const env = await initializeTestEnvironment({ projectId, firestore: { ...firestoreEmulator(), rules } });
  await env.clearFirestore();
  return env;
}
