// A console form's submit: sends through `save`, says what the server refused in the interface
// language, toasts `done` (a key of the console's strings, or the words made from the reply) and
// hands the reply on.
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../api/client.ts';
import { textOf } from '../../i18n/message-text.ts';

export function useSave<R>(save: () => Promise<ApiResult<R>>, onSaved: (r: R) => void, done: string | ((r: R) => string) = 'content.saved') {
  const { t } = useTranslation('admin');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const reply = await save();
    setBusy(false);
    if (!reply.ok) return setError(textOf(reply));
    setError(null);
    toast.success(typeof done === 'string' ? t(done) : done(reply.data));
    onSaved(reply.data);
  }
  return { error, busy, submit };
}
