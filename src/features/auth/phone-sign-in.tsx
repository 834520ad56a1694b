import type { ConfirmationResult } from 'firebase/auth';
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authErrorMessage } from './auth-errors.ts';
import { authSdk } from '../../lib/load-auth-sdk.ts';

/** The pending phone confirmation, handed from the login page to /auth/otp-verify. */
export const phoneConfirmation: { current: ConfirmationResult | null } = { current: null };

export const mobilePattern = /^\+\d{7,15}$/;

export function PhoneSignIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const recaptcha = useRef<HTMLDivElement>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const number = phone.replace(/[\s-]/g, '');
    if (!mobilePattern.test(number)) {
      toast.error(t('errors.invalidPhone'));
      return;
    }
    setBusy(true);
    try {
      const { auth, RecaptchaVerifier, signInWithPhoneNumber } = await authSdk();
      if (import.meta.env.DEV || !import.meta.env.VITE_FIREBASE_CONFIG)
        auth.settings.appVerificationDisabledForTesting = true;
      const verifier = new RecaptchaVerifier(auth, recaptcha.current!, { size: 'invisible' });
      phoneConfirmation.current = await signInWithPhoneNumber(auth, number, verifier);
      navigate('/auth/otp-verify', { state: { phone: number } });
    } catch (err) {
      toast.error(authErrorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <button className="btn" type="button" onClick={() => setOpen(true)}>
        {t('withPhone')}
      </button>
    );
  return (
    <form onSubmit={onSubmit} className="stack">
      <label>
        {t('phoneNumber')}
        <input
          type="tel"
          autoComplete="tel"
          placeholder="+15551234567"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </label>
      <div ref={recaptcha} />
      <button className="btn primary" type="submit" disabled={busy}>
        {t('sendCode')}
      </button>
    </form>
  );
}
