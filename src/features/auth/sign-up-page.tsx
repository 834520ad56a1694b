import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { useSession } from '../../stores/session.ts';
import { authErrorField, authErrorMessage } from './auth-errors.ts';
import { checkErrors, emailCheck, minPasswordLength, newPasswordCheck } from './field-checks.ts';
import { authSdk, usePreloadedAuthSdk } from '../../lib/load-auth-sdk.ts';

type Errors = Partial<Record<'name' | 'email' | 'password' | 'confirm' | 'form', string>>;

export default function SignUpPage() {
  const { t } = useTranslation('auth');
  usePreloadedAuthSdk();
  const navigate = useNavigate();
  const setPendingFriendsCode = useSession((s) => s.setPendingFriendsCode);
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '', friendsCode: '' });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const field = (key: keyof typeof form, hint?: string) => ({
    id: `signup-${key}`,
    value: form[key],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [key]: e.target.value }));
      setErrors((was) => ({ ...was, [key]: undefined, form: undefined }));
    },
    ...describedBy(`signup-${key}`, errors[key as keyof Errors], hint),
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const refused = checkErrors(t, {
      name: form.name.trim() ? undefined : 'required',
      email: emailCheck(form.email),
      password: newPasswordCheck(form.password),
      confirm: form.password === form.confirm ? undefined : 'passwordsDiffer',
    });
    if (refused) {
      setErrors(refused);
      document.getElementById(`signup-${Object.keys(refused)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { auth, createUserWithEmailAndPassword, sendEmailVerification, signOut, updateProfile } = await authSdk();
      const { user } = await createUserWithEmailAndPassword(auth, form.email.trim(), form.password);
      await updateProfile(user, { displayName: form.name.trim() });
      await sendEmailVerification(user);
      setPendingFriendsCode(form.friendsCode.trim());
      await signOut(auth);
      toast.success(t('verificationSent'));
      navigate('/auth/login', { state: { email: form.email.trim() } }); // the login form starts with it
    } catch (err) {
      setErrors({ [authErrorField(err) ?? 'form']: authErrorMessage(err, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('signUpTitle')}</h1>
      <form onSubmit={onSubmit} className="stack" noValidate>
        <div className="field">
          <label>
            {t('name')}
            <input autoComplete="name" required {...field('name')} />
          </label>
          <FieldError id="signup-name" error={errors.name} />
        </div>
        <div className="field">
          <label>
            {t('email')}
            <input type="email" autoComplete="email" required {...field('email')} />
          </label>
          <FieldError id="signup-email" error={errors.email} />
        </div>
        <div className="field">
          <label>
            {t('password')}
            <input
              type="password"
              autoComplete="new-password"
              minLength={minPasswordLength}
              required
              {...field('password', 'signup-password-hint')}
            />
          </label>
          <span className="muted field-hint" id="signup-password-hint">
            {t('passwordHint', { min: minPasswordLength })}
          </span>
          <FieldError id="signup-password" error={errors.password} />
        </div>
        <div className="field">
          <label>
            {t('confirmPassword')}
            <input type="password" autoComplete="new-password" required {...field('confirm')} />
          </label>
          <FieldError id="signup-confirm" error={errors.confirm} />
        </div>
        <label>
          {t('friendsCode')}
          <input autoComplete="off" {...field('friendsCode')} />
        </label>
        <FieldError id="signup-form" error={errors.form} />
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
