// The Firestore web SDK, for the screens that listen (battles), on the emulator in local runs.
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { emulatorHost, firebaseApp, onEmulators } from './firebase-app.ts';

export const db = initializeFirestore(firebaseApp, {});

if (onEmulators)
  connectFirestoreEmulator(db, emulatorHost, Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
