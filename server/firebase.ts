// The Admin SDK. Locally and in tests FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST point
// it at the emulators; in production it uses the runtime's service account.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

export function adminApp(projectId = process.env.GCLOUD_PROJECT ?? 'demo-quiz'): App {
  return getApps()[0] ?? initializeApp({ projectId });
}

let configured = false;

export function adminServices(app: App = adminApp()) {
  const db = getFirestore(app);
  if (!configured) {
    db.settings({ ignoreUndefinedProperties: true });
    configured = true;
  }
  return { db, auth: getAuth(app) };
}
export type AdminServices = ReturnType<typeof adminServices>;
