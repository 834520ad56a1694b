// Firebase Auth, on the emulator in local runs (firebase-app.ts).
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { emulatorHost, firebaseApp, onEmulators } from './firebase-app.ts';

export const auth = getAuth(firebaseApp);

if (onEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099}`, { disableWarnings: true });
}
