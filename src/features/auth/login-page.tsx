import { browserPopupRedirectResolver, GoogleAuthProvider, sendEmailVerification, signInWithEmailAndPassword, signInWithPopup, signOut } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { auth } from '../../lib/firebase-auth.ts';
import { authErrorMessage } from './auth-errors.ts';
import { completeSignIn, type SignInType } from './complete-sign-in.ts';
import { useFriendCodeStep } from './friend-code-step.tsx';
import { PhoneSignIn } from './phone-sign-in.tsx';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const arrived = useLocation().state as { from?: string; email?: string } | null;
  const from = arrived?.from ?? '/';
  const [email, setEmail] = useState(arrived?.email ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  /** the email whose sign-in was refused for want of verification: offer to send the link again */
  const [unverified, setUnverified] = useState<string | null>(null);
  const friendCode = useFriendCodeStep();

  async function finish(run: () => Promise<{ user: Parameters<typeof completeSignIn>[0] }>, type: SignInType) {
    setBusy(true);
    try {
      const { user } = await run();
      if (type !== 'email') await friendCode.ask(user); // the email sign-up form has its own field
      const error = await completeSignIn(user, type);
      setUnverified(type === 'email' && !user.emailVerified ? user.email : null);
      if (error) toast.error(error);
      else {
        toast.success(t('loggedIn'));
        navigate(from, { replace: true });
      }
    } catch (err) {
      toast.error(authErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  /** Signs in again with the form's password only to send the link, then out. */
  async function resendLink() {
    setBusy(true);
    try {
      const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
      await sendEmailVerification(user);
      await signOut(auth);
      toast.success(t('linkSent', { email: user.email }));
    } catch (err) {
      toast.error(authErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void finish(() => signInWithEmailAndPassword(auth, email.trim(), password), 'email');
  };

  if (friendCode.step) return friendCode.step;
  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('loginTitle')}</h1>
      <form onSubmit={onSubmit} className="stack">
        <label>
          {t('email')}
          <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          {t('password')}
          <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button className="btn primary" type="submit" disabled={busy}>
          {t('common:login')}
        </button>
      </form>
      {unverified && unverified === email.trim() && (
        <p className="row" role="note" data-testid="resend-link">
          <span>{t('notVerifiedYet')}</span>
          <button className="btn small" type="button" disabled={busy} onClick={() => void resendLink()}>
            {t('resendLink')}
          </button>
        </p>
      )}
      <p className="row between">
        <Link to="/auth/reset-password">{t('forgotPassword')}</Link>
        <span>
          {t('noAccount')} <Link to="/auth/sign-up">{t('common:signUp')}</Link>
        </span>
      </p>
      <div className="divider">{t('or')}</div>
      <button className="btn" type="button" disabled={busy} onClick={() => finish(() => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver), 'gmail')}>
        {t('withGoogle')}
      </button>
      <PhoneSignIn />
    </section>
  );
}
