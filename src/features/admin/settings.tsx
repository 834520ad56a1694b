// Game settings: the values of config/system an operator may change, each with its limits, saved
// one at a time (each change is recorded in the audit trail).
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api, type ReplyOf } from '../../api/api.ts';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { RemoteView } from '../../lib/remote-view.tsx';
import { textOf } from '../../i18n/message-text.ts';
import { useCommand } from '../../lib/use-command.ts';

type Setting = ReplyOf<typeof api.admin_get_settings>[number];

function SettingRow({ setting }: { setting: Setting }) {
  const { t, i18n } = useTranslation('admin');
  const [saved, setSaved] = useState(String(setting.value));
  const [value, setValue] = useState(saved);
  const [outOfRange, setOutOfRange] = useState(false);
  const id = `setting-${setting.key}`;
  const label = t(`settings.keys.${setting.key}`, { defaultValue: setting.key });
  const n = (v: number) => formatNumber(v, i18n.language);
  const { send, busy, refusal } = useCommand(api.admin_set_setting, {
    onDone: (reply) => {
      setSaved(String(reply.value));
      setValue(String(reply.value));
      toast.success(t('settings.saved', { name: label }));
    },
  });
  const error = outOfRange
    ? t('settings.outOfRange', { min: n(setting.min!), max: n(setting.max!) })
    : refusal === null
      ? null
      : textOf(refusal);

  function save(next: string) {
    const v = Number(next);
    const wrong =
      setting.kind === 'number' && (next.trim() === '' || !Number.isInteger(v) || v < setting.min! || v > setting.max!);
    setOutOfRange(wrong);
    if (!wrong) send({ key: setting.key, value: next });
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save(value);
  };

  if (setting.kind === 'switch') {
    return (
      <li className="setting-row">
        <label className="switch-row">
          <input
            type="checkbox"
            checked={saved === '1'}
            disabled={busy}
            onChange={(e) => save(e.target.checked ? '1' : '0')}
          />
          {label}
        </label>
        <FieldError id={id} error={error} />
      </li>
    );
  }
  return (
    <li className="setting-row">
      <form className="row wrap" onSubmit={submit} noValidate aria-label={label}>
        <label className="grow">
          {label}
          <input
            type="number"
            inputMode="numeric"
            min={setting.min}
            max={setting.max}
            step={1}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            {...describedBy(id, error, `${id}-limits`)}
          />
        </label>
        <button type="submit" className="btn small primary" disabled={busy || value === saved}>
          {t('settings.save')}
        </button>
      </form>
      <span className="muted" id={`${id}-limits`}>
        {t('settings.limits', { min: n(setting.min!), max: n(setting.max!), default: String(setting.default) })}
      </span>
      <FieldError id={id} error={error} />
    </li>
  );
}

export function Settings() {
  const { t } = useTranslation('admin');
  const remote = useRemote(api.admin_get_settings, {});
  return (
    <section className="stack" aria-labelledby="settings-title">
      <h2 id="settings-title">{t('settings.title')}</h2>
      <p className="muted">{t('settings.intro')}</p>
      <RemoteView remote={remote.state} onRetry={() => void remote.reload()}>
        {(settings) => (
          <ul className="settings-list" data-testid="settings">
            {settings.map((s) => (
              <SettingRow key={s.key} setting={s} />
            ))}
          </ul>
        )}
      </RemoteView>
    </section>
  );
}
