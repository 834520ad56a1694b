// Friend actions any screen may offer where players meet (a battle's result, a lobby, the friends
// list, a player's card): ask to be friends, block, unblock. Each says what happened in a sentence, in the player's language.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import type { ApiResult } from '../api/client.ts';
import { textOf } from '../i18n/message-text.ts';
import { useCommand } from './use-command.ts';

/** One friend action: the call, and what follows its success (the toast, then the screen's own step). */
interface FriendAct {
  call: () => Promise<ApiResult<unknown>>;
  finish: (data: unknown) => void;
}

/**
 * Runs a friend action through the command machine (as every view sends a command), saying its
 * outcome (or the server's refusal) as a toast, announced politely; `then` follows a success.
 */
export function useFriendAction() {
  const { send, busy } = useCommand(
    async ({ call, finish }: FriendAct): Promise<ApiResult<() => void>> => {
      const reply = await call();
      return reply.ok ? { ok: true, data: () => finish(reply.data) } : reply;
    },
    { onDone: (finish) => finish(), onRefused: (refusal) => toast.error(textOf(refusal)) },
  );
  const run = <T,>(call: () => Promise<ApiResult<T>>, done: (data: T) => string, then?: () => void) =>
    send({
      call,
      finish: (data) => {
        toast.success(done(data as T));
        then?.();
      },
    });
  return { busy, run };
}

/** "Add friend" for a player met in a battle or a lobby; once asked, it says so and stays done. */
export function AddFriendButton({ uid, name }: { uid: string; name: string }) {
  const { t } = useTranslation('friends');
  const { busy, run } = useFriendAction();
  const [asked, setAsked] = useState(false);
  const add = () =>
    run(
      () => api.friend_request({ user_id: uid }),
      (r) => (r.status === 'friends' ? t('nowFriends', { name }) : t('requestSent', { name })),
      () => setAsked(true),
    );
  return (
    <button
      type="button"
      className="btn small"
      disabled={busy || asked}
      onClick={add}
      aria-label={asked ? t('requestSentNamed', { name }) : t('addFriendNamed', { name })}
      data-testid="add-friend"
    >
      {asked ? t('requestSentShort') : t('addFriend')}
    </button>
  );
}

/** "Block": no requests, challenges or invitations between the two from now on. */
export function BlockButton({ uid, name, onDone }: { uid: string; name: string; onDone?: () => void }) {
  const { t } = useTranslation('friends');
  const { busy, run } = useFriendAction();
  const block = () =>
    run(
      () => api.friend_block({ user_id: uid }),
      () => t('blockedDone', { name }),
      onDone,
    );
  return (
    <button
      type="button"
      className="btn small danger"
      disabled={busy}
      onClick={block}
      aria-label={t('blockNamed', { name })}
      data-testid="block-player"
    >
      {t('block')}
    </button>
  );
}

/** "Unblock": requests, challenges and invitations between the two are possible again. */
export function UnblockButton({ uid, name }: { uid: string; name: string }) {
  const { t } = useTranslation('friends');
  const { busy, run } = useFriendAction();
  const unblock = () =>
    run(
      () => api.friend_unblock({ user_id: uid }),
      () => t('unblockedDone', { name }),
    );
  return (
    <button
      type="button"
      className="btn small"
      disabled={busy}
      onClick={unblock}
      aria-label={t('unblockNamed', { name: name || t('someone') })}
      data-testid="unblock-player"
    >
      {t('unblock')}
    </button>
  );
}
