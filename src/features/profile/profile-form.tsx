// Name, mobile, email (phone accounts only), interface language and content language. A refusal
// (the form's own mobile check or the server's) is a message code, said beside the field it is about.
import { useState, type FormEvent } from 'react';
import type { Message } from '../../../contract/messages.ts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { InterfaceLanguageOptions } from '../../lib/language-options.tsx';
import { useSession, type SessionUser } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { ContentLanguageSelect } from './content-language-select.tsx';
import { useDemoGuard } from './demo-guard.ts';
import { canEditEmail, mobilePattern, profileFieldOf } from './profile-rules.ts';
import { api } from '../../api/api.ts';
import { textOf } from '../../i18n/message-text.ts';
import { useCommand } from '../../lib/use-command.ts';

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('profile');
  const language = useSession((s) => s.language);
  const chosenContentLanguage = useSession((s) => s.contentLanguage);
  const multilingual = useSettings((s) => s.web?.language_mode === '1');
  const guard = useDemoGuard();
  const emailEditable = canEditEmail(user.type);
  const [form, setForm] = useState({ name: user.name, mobile: user.mobile, email: user.email, language });
  const [contentLanguage, setContentLanguage] = useState(chosenContentLanguage);
  // the refusal shown until the player edits a field again
  const [refusal, setRefusal] = useState<Message | null>(null);
  const save = useCommand(api.update_profile, {
    onDone: async (saved) => {
      const session = useSession.getState();
      session.updateUser(saved);
      if (multilingual) session.setContentLanguage(contentLanguage);
      if (form.language !== i18n.language) {
        session.setLanguage(form.language);
        await i18n.changeLanguage(form.language);
      }
      toast.success(t('saved'));
    },
    onRefused: setRefusal,
  });
  const errorOf = (key: 'name' | 'mobile' | 'email' | 'form') =>
    refusal && (profileFieldOf[refusal.code] ?? 'form') === key ? textOf(refusal) : undefined;
  const field = (key: 'name' | 'mobile' | 'email') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [key]: e.target.value }));
      setRefusal(null);
    },
    ...describedBy(`profile-${key}`, errorOf(key)),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (guard.refused()) return;
    const mobile = form.mobile.trim();
    if (mobile && !mobilePattern.test(mobile)) return setRefusal({ code: 'invalid_mobile' });
    setRefusal(null);
    save.send({
      name: form.name.trim(),
      mobile,
      email: emailEditable ? form.email.trim() : '',
      web_language: form.language,
    });
  }

  return (
    <form className="stack" onSubmit={onSubmit} aria-labelledby="details-title">
      <h2 id="details-title">{t('details')}</h2>
      <div className="field">
        <label>
          {t('name')}
          <input autoComplete="name" required maxLength={50} {...field('name')} />
        </label>
        <FieldError id="profile-name" error={errorOf('name')} />
      </div>
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
          />
        </label>
        <FieldError id="profile-mobile" error={errorOf('mobile')} />
      </div>
      {emailEditable ? (
        <div className="field">
          <label>
            {t('email')}
            <input type="email" autoComplete="email" dir="ltr" {...field('email')} />
          </label>
          <FieldError id="profile-email" error={errorOf('email')} />
        </div>
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
      <FieldError id="profile-form" error={errorOf('form')} />
      <button className="btn primary" type="submit" disabled={save.busy}>
        {t('common:save')}
      </button>
    </form>
  );
}
