// A new player who signs in with Google or a phone code may give a friend's referral code before
// the first user_signup carries it (as the sign-up form's field does for email). The server
// decides what it pays: a new player only, once, never their own code.
import type { User } from 'firebase/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session.ts';
import { api } from '../../api/api.ts';

/** `ask(user)` resolves at once for a known player; a new one first answers `step`, the code form. */
export function useFriendCodeStep(): { ask: (user: User) => Promise<void>; step: ReactNode } {
  const [answer, setAnswer] = useState<((code: string) => void) | null>(null);
  async function ask(user: User) {
    const known = await api.check_user_exists({ firebase_id: user.uid });
    if (!known.ok || known.data.exists) return;
    const code = await new Promise<string>((resolve) => setAnswer(() => resolve));
    setAnswer(null);
    useSession.getState().setPendingFriendsCode(code);
  }
  return { ask, step: answer && <FriendCodeForm onDone={answer} /> };
}

function FriendCodeForm({ onDone }: { onDone: (code: string) => void }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onDone(code.trim());
  };
  return (
    <section className="auth-card" aria-labelledby="friend-code-title">
      <h1 id="friend-code-title">{t('friendCodeTitle')}</h1>
      <p>{t('friendCodeText')}</p>
      <form onSubmit={submit} className="stack">
        <label>
          {t('friendsCode')}
          <input autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
        </label>
        <button className="btn primary" type="submit">
          {t('continue')}
        </button>
        <button className="btn" type="button" onClick={() => onDone('')}>
          {t('skip')}
        </button>
      </form>
    </section>
  );
}
