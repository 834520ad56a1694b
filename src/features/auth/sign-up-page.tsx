import { createUserWithEmailAndPassword, sendEmailVerification, signOut, updateProfile } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { auth } from '../../lib/firebase-auth.ts';
import { useSession } from '../../stores/session.ts';
import { authErrorMessage } from './auth-errors.ts';

export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const setPendingFriendsCode = useSession((s) => s.setPendingFriendsCode);
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '', friendsCode: '' });
  const [busy, setBusy] = useState(false);
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (form.password !== form.confirm) {
      toast.error('The passwords do not match. Please try again.');
      return;
    }
    setBusy(true);
    try {
      const { user } = await createUserWithEmailAndPassword(auth, form.email.trim(), form.password);
      await updateProfile(user, { displayName: form.name.trim() });
      await sendEmailVerification(user);
      setPendingFriendsCode(form.friendsCode.trim());
      await signOut(auth);
      toast.success(t('verificationSent'));
      navigate('/auth/login', { state: { email: form.email.trim() } }); // the login form starts with it
    } catch (err) {
      toast.error(authErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('signUpTitle')}</h1>
      <form onSubmit={onSubmit} className="stack">
        <label>
          {t('name')}
          <input autoComplete="name" required {...field('name')} />
        </label>
        <label>
          {t('email')}
          <input type="email" autoComplete="email" required {...field('email')} />
        </label>
        <label>
          {t('password')}
          <input type="password" autoComplete="new-password" minLength={6} required {...field('password')} />
        </label>
        <label>
          {t('confirmPassword')}
          <input type="password" autoComplete="new-password" required {...field('confirm')} />
        </label>
        <label>
          {t('friendsCode')}
          <input autoComplete="off" {...field('friendsCode')} />
        </label>
        <button className="btn primary" type="submit" disabled={busy}>
          {t('common:signUp')}
        </button>
      </form>
      <p>
        {t('haveAccount')} <Link to="/auth/login">{t('common:login')}</Link>
      </p>
    </section>
  );
}
