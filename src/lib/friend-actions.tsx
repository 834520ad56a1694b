// Friend actions any screen may offer where players meet (a battle's result, a lobby, the friends
// list): ask to be friends, block. Each says what happened in a sentence, in the player's language.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import type { ApiResult } from '../api/client.ts';
import { textOf } from '../i18n/message-text.ts';

/** Runs a friend action, saying its outcome (or the server's refusal) as a toast, announced politely. */
export function useFriendAction() {
  const [busy, setBusy] = useState(false);
  async function run<T>(call: () => Promise<ApiResult<T>>, done: (data: T) => string): Promise<boolean> {
    setBusy(true);
    const reply = await call();
    setBusy(false);
    if (reply.ok) toast.success(done(reply.data));
    else toast.error(textOf(reply));
    return reply.ok;
  }
  return { busy, run };
}

/** "Add friend" for a player met in a battle or a lobby; once asked, it says so and stays done. */
export function AddFriendButton({ uid, name }: { uid: string; name: string }) {
  const { t } = useTranslation('friends');
  const { busy, run } = useFriendAction();
  const [asked, setAsked] = useState(false);
  const add = async () => {
    const ok = await run(
      () => api.friend_request({ user_id: uid }),
      (r) => (r.status === 'friends' ? t('nowFriends', { name }) : t('requestSent', { name })),
    );
    if (ok) setAsked(true);
  };
  return (
    <button
      type="button"
      className="btn small"
      disabled={busy || asked}
      onClick={() => void add()}
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
  const block = async () => {
    if (
      await run(
        () => api.friend_block({ user_id: uid }),
        () => t('blockedDone', { name }),
      )
    )
      onDone?.();
  };
  return (
    <button
      type="button"
      className="btn small danger"
      disabled={busy}
      onClick={() => void block()}
      aria-label={t('blockNamed', { name })}
      data-testid="block-player"
    >
      {t('block')}
    </button>
  );
}
