import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { afterSignIn } from '../../lib/invite-link.ts';
import { authErrorMessage } from './auth-errors.ts';
import { useCompleteSignIn } from './complete-sign-in.ts';
import { textOf } from '../../i18n/message-text.ts';
import { useFriendCodeStep } from './friend-code-step.tsx';
import { phoneConfirmation } from './phone-sign-in.tsx';

export default function OtpVerifyPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const phone = (useLocation().state as { phone?: string } | null)?.phone ?? '';
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const friendCode = useFriendCodeStep();
  const signIn = useCompleteSignIn({
    onSignedIn: (invite) => {
      phoneConfirmation.current = null;
      toast.success(t('loggedIn'));
      navigate(afterSignIn(invite, '/'), { replace: true });
    },
    onRefused: (message) => toast.error(textOf(message)),
  });
  if (!phoneConfirmation.current) return <Navigate to="/auth/login" replace />;
  if (friendCode.step) return friendCode.step;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      toast.error(t('codeMustBe6'));
      return;
    }
    setBusy(true);
    try {
      const { user } = await phoneConfirmation.current!.confirm(code);
      await friendCode.ask(user);
      signIn.send({ user, type: 'mobile' });
    } catch (err) {
      toast.error(authErrorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-card" aria-labelledby="otp-title">
      <h1 id="otp-title">{t('otpTitle')}</h1>
      <p>{t('otpSent', { phone })}</p>
      <form onSubmit={onSubmit} className="stack">
        <input
          aria-label={t('otpTitle')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="\d{6}"
          className="otp"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <button className="btn primary" type="submit" disabled={busy || signIn.busy}>
          {t('verify')}
        </button>
      </form>
    </section>
  );
}
