import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { afterSignIn } from '../../lib/invite-link.ts';
import { authErrorField, authErrorMessage } from './auth-errors.ts';
import { checkErrors, emailCheck } from './field-checks.ts';
import { useCompleteSignIn, type SignedIn, type SignInType } from './complete-sign-in.ts';
import { textOf } from '../../i18n/message-text.ts';
import { useFriendCodeStep } from './friend-code-step.tsx';
import { authSdk, usePreloadedAuthSdk } from '../../lib/load-auth-sdk.ts';
import { PhoneSignIn } from './phone-sign-in.tsx';

/** Google's popup, opened within the press: the SDK is in by then (the page started loading it). */
async function signInWithGoogle() {
  const { auth, browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } = await authSdk();
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const arrived = useLocation().state as { from?: string; email?: string } | null;
  const from = arrived?.from ?? '/';
  const [email, setEmail] = useState(arrived?.email ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password' | 'form', string>>>({});
  /** the email whose sign-in was refused for want of verification: offer to send the link again */
  const [unverified, setUnverified] = useState<string | null>(null);
  const friendCode = useFriendCodeStep();
  usePreloadedAuthSdk();

  const signIn = useCompleteSignIn({
    onSignedIn: (invite) => {
      toast.success(t('loggedIn'));
      navigate(afterSignIn(invite, from), { replace: true });
    },
    onRefused: (message) => setErrors({ form: textOf(message) }),
  });

  /** Firebase's sign-in (`run`), a new player's friend code, then the server's (useCompleteSignIn). */
  async function finish(run: () => Promise<{ user: SignedIn['user'] }>, type: SignInType) {
    setBusy(true);
    setErrors({});
    try {
      const { user } = await run();
      if (type !== 'email') await friendCode.ask(user); // the email sign-up form has its own field
      setUnverified(type === 'email' && !user.emailVerified ? user.email : null);
      signIn.send({ user, type });
    } catch (err) {
      setErrors({ [type === 'email' ? (authErrorField(err) ?? 'form') : 'form']: authErrorMessage(err, t) });
    } finally {
      setBusy(false);
    }
  }

  /** Signs in again with the form's password only to send the link, then out. */
  async function resendLink() {
    setBusy(true);
    try {
      const { auth, sendEmailVerification, signInWithEmailAndPassword, signOut } = await authSdk();
      const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
      await sendEmailVerification(user);
      await signOut(auth);
      toast.success(t('linkSent', { email: user.email }));
    } catch (err) {
      setErrors({ form: authErrorMessage(err, t) });
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const refused = checkErrors(t, { email: emailCheck(email), password: password ? undefined : 'required' });
    if (refused) return setErrors(refused);
    void finish(async () => {
      const { auth, signInWithEmailAndPassword } = await authSdk();
      return signInWithEmailAndPassword(auth, email.trim(), password);
    }, 'email');
  };

  if (friendCode.step) return friendCode.step;
  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('loginTitle')}</h1>
      <form onSubmit={onSubmit} className="stack" noValidate>
        <div className="field">
          <label>
            {t('email')}
            <input
              id="login-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors({});
              }}
              {...describedBy('login-email', errors.email)}
            />
          </label>
          <FieldError id="login-email" error={errors.email} />
        </div>
        <div className="field">
          <label>
            {t('password')}
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors({});
              }}
              {...describedBy('login-password', errors.password)}
            />
          </label>
          <FieldError id="login-password" error={errors.password} />
        </div>
        <FieldError id="login-form" error={errors.form} />
        <button className="btn primary" type="submit" disabled={busy || signIn.busy}>
          {t('common:login')}
        </button>
      </form>
      {unverified && unverified === email.trim() && (
        <p className="row" role="note" data-testid="resend-link">
          <span>{t('notVerifiedYet')}</span>
          <button className="btn small" type="button" disabled={busy || signIn.busy} onClick={() => void resendLink()}>
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
      <button
        className="btn"
        type="button"
        disabled={busy || signIn.busy}
        onClick={() => finish(signInWithGoogle, 'gmail')}
      >
        {t('withGoogle')}
      </button>
      <PhoneSignIn />
    </section>
  );
}
