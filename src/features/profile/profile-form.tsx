// Name, mobile, email (phone accounts only), interface language and content language.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { InterfaceLanguageOptions } from '../../lib/language-options.tsx';
import { useSession, type SessionUser } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { ContentLanguageSelect } from './content-language-select.tsx';
import { useDemoGuard } from './demo-guard.ts';
import { canEditEmail, mobilePattern } from './profile-rules.ts';
import { api } from '../../api/api.ts';
import { textOf } from '../../i18n/message-text.ts';

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('profile');
  const language = useSession((s) => s.language);
  const chosenContentLanguage = useSession((s) => s.contentLanguage);
  const multilingual = useSettings((s) => s.web?.language_mode === '1');
  const guard = useDemoGuard();
  const emailEditable = canEditEmail(user.type);
  const [form, setForm] = useState({ name: user.name, mobile: user.mobile, email: user.email, language });
  const [contentLanguage, setContentLanguage] = useState(chosenContentLanguage);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ mobile?: string; form?: string }>({});
  const field = (key: 'name' | 'mobile' | 'email') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [key]: e.target.value }));
      setErrors({});
    },
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (guard.refused()) return;
    const mobile = form.mobile.trim();
    if (mobile && !mobilePattern.test(mobile)) return setErrors({ mobile: t('mobileInvalid') });
    setErrors({});
    setBusy(true);
    const reply = await api.update_profile({
      name: form.name.trim(),
      mobile,
      email: emailEditable ? form.email.trim() : '',
      web_language: form.language,
    });
    setBusy(false);
    if (!reply.ok) return setErrors({ form: textOf(reply) });
    const session = useSession.getState();
    session.updateUser(reply.data);
    if (multilingual) session.setContentLanguage(contentLanguage);
    if (form.language !== i18n.language) {
      session.setLanguage(form.language);
      await i18n.changeLanguage(form.language);
    }
    toast.success(t('saved'));
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-labelledby="details-title">
      <h2 id="details-title">{t('details')}</h2>
      <label>
        {t('name')}
        <input autoComplete="name" required maxLength={50} {...field('name')} />
      </label>
      <div className="field">
        <label>
          {t('mobile')}
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+15551234567"
            dir="ltr"
            {...field('mobile')}
            {...describedBy('profile-mobile', errors.mobile)}
          />
        </label>
        <FieldError id="profile-mobile" error={errors.mobile} />
      </div>
      {emailEditable ? (
        <label>
          {t('email')}
          <input type="email" autoComplete="email" dir="ltr" {...field('email')} />
        </label>
      ) : (
        <div className="readonly-field">
          <span>{t('email')}</span>
          <bdi>{user.email}</bdi>
          <small className="muted">{t('emailLocked')}</small>
        </div>
      )}
      {multilingual && (
        <label>
          {t('interfaceLanguage')}
          <select value={form.language} onChange={(e) => setForm((f) => ({ ...f, language: e.target.value }))}>
            <InterfaceLanguageOptions />
          </select>
        </label>
      )}
      {multilingual && <ContentLanguageSelect value={contentLanguage.id} onChange={setContentLanguage} />}
      <FieldError id="profile-form" error={errors.form} />
      <button className="btn primary" type="submit" disabled={busy}>
        {t('common:save')}
      </button>
    </form>
  );
}
