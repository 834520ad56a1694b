import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authErrorMessage } from './auth-errors.ts';
import { authSdk, usePreloadedAuthSdk } from '../../lib/load-auth-sdk.ts';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePreloadedAuthSdk();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const { auth, sendPasswordResetEmail } = await authSdk();
      await sendPasswordResetEmail(auth, email.trim());
      toast.success(t('resetSent'));
    } catch (err) {
      toast.error(authErrorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('resetTitle')}</h1>
      <form onSubmit={onSubmit} className="stack">
        <label>
          {t('email')}
          <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <button className="btn primary" type="submit" disabled={busy}>
          {t('sendResetLink')}
        </button>
      </form>
      <p>
        <Link to="/auth/login">{t('common:login')}</Link>
      </p>
    </section>
  );
}
