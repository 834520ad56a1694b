// The Firebase web SDK. Without VITE_FIREBASE_CONFIG the app uses the demo project on the local
// emulators (Auth 9099, Firestore 8080) on the host that served the page.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';

const configured = import.meta.env.VITE_FIREBASE_CONFIG as string | undefined;
const useEmulators = !configured;

const app = initializeApp(
  configured
    ? JSON.parse(configured)
    : // VITE_EMULATOR_PROJECT lets a build talk to another demo project on the same emulators.
      { projectId: import.meta.env.VITE_EMULATOR_PROJECT ?? 'demo-quiz', apiKey: 'demo-api-key', authDomain: 'demo-quiz.firebaseapp.com' },
);

export const auth = getAuth(app);
export const db = initializeFirestore(app, {});

if (useEmulators) {
  const host = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;
  connectAuthEmulator(auth, `http://${host}:${import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
}
