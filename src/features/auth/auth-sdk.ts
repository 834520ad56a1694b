// The parts of Firebase Auth the sign-in pages use, with the app's instance of it. Loaded through
// load-auth-sdk.ts, never imported statically: a page's heading and form need none of it.
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
export { auth } from '../../lib/firebase-auth.ts';
