// A console form's submit: sends through `save` as every view sends a command (lib/use-command.ts),
// says what the server refused in the interface language, toasts `done` (a key of the console's
// strings, or the words made from the reply) and hands the reply on.
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../api/client.ts';
import { useCommand } from '../../lib/use-command.ts';
import { textOf } from '../../i18n/message-text.ts';

export function useSave<R>(
  save: () => Promise<ApiResult<R>>,
  onSaved: (r: R) => void,
  done: string | ((r: R) => string) = 'content.saved',
) {
  const { t } = useTranslation('admin');
  const { send, busy, refusal } = useCommand<void, R>(save, {
    onDone: (reply) => {
      toast.success(typeof done === 'string' ? t(done) : done(reply));
      onSaved(reply);
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    send();
  }
  return { error: refusal === null ? null : textOf(refusal), busy, submit };
}
