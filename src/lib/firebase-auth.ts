// Firebase Auth, on the emulator in local runs (firebase-app.ts). Initialized without the popup
// resolver getAuth() would add: on a phone that resolver loads Google's gapi script at once, on
// every page that signs in, and fails noisily where Google is unreachable. The Google button hands
// it to signInWithPopup when pressed (login-page.tsx).
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { emulatorHost, firebaseApp, onEmulators } from './firebase-app.ts';

export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (onEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099}`, {
    disableWarnings: true,
  });
}
