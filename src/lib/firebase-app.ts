// The Firebase web app. Without VITE_FIREBASE_CONFIG it is the demo project on the local emulators
// (Auth 9099, Firestore 8080) on the host that served the page. Auth (firebase-auth.ts) and
// Firestore (firestore.ts) are separate modules, so a page loads only the SDK it uses: a guest's
// home needs neither, the sign-in pages Auth, the battle screens both.
import { initializeApp } from 'firebase/app';

const configured = import.meta.env.VITE_FIREBASE_CONFIG as string | undefined;

export const onEmulators = !configured;

export const firebaseApp = initializeApp(
  configured
    ? JSON.parse(configured)
    : // VITE_EMULATOR_PROJECT lets a build talk to another demo project on the same emulators.
      {
        projectId: import.meta.env.VITE_EMULATOR_PROJECT ?? 'demo-quiz',
        apiKey: 'demo-api-key',
        authDomain: 'demo-quiz.firebaseapp.com',
      },
);

export const emulatorHost = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;
