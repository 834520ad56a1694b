// The parts of Firebase Auth the sign-in pages and logging out use, with the app's instance of it.
// Loaded through load-auth-sdk.ts, never imported statically: most screens need none of it.
export {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  RecaptchaVerifier,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
export { auth } from './firebase-auth.ts';
