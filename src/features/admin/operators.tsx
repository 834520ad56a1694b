// Operators: give another account the operator role, or take it away (never your own).
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { textOf } from '../../i18n/message-text.ts';
import { useCommand } from '../../lib/use-command.ts';

export function Operators() {
  const { t } = useTranslation('admin');
  const [email, setEmail] = useState('');
  const { send, busy, refusal } = useCommand(api.admin_set_operator, {
    onDone: (reply) => {
      toast.success(t(reply.operator ? 'operators.granted' : 'operators.revoked', { email: reply.email }));
      setEmail('');
    },
  });
  const error = refusal === null ? null : textOf(refusal);
  const change = (operator: '0' | '1') => send({ email: email.trim(), operator });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    change('1');
  };

  return (
    <section className="stack" aria-labelledby="operators-title">
      <h2 id="operators-title">{t('operators.title')}</h2>
      <p className="muted">{t('operators.intro')}</p>
      <form className="stack operator-form" onSubmit={submit} noValidate>
        <div className="field">
          <label>
            {t('operators.email')}
            <input
              type="email"
              dir="ltr"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={256}
              {...describedBy('operator-email', error)}
            />
          </label>
          <FieldError id="operator-email" error={error} />
        </div>
        <div className="row wrap">
          <button type="submit" className="btn primary" disabled={busy}>
            {t('operators.grant')}
          </button>
          <button type="button" className="btn danger" disabled={busy} onClick={() => change('0')}>
            {t('operators.revoke')}
          </button>
        </div>
      </form>
    </section>
  );
}
