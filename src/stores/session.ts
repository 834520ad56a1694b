// The signed-in player, persisted under one root key. Login sets the user and token; logout (also
// forced by a 401) resets to the empty state.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { persistKey } from './session-key.ts';

export const rehydrateTimeoutMs = 5000;

export interface SessionUser {
  id: string;
  firebase_id: string;
  name: string;
  email: string;
  mobile: string;
  profile: string;
  type: string;
  coins: number;
  all_time_score: number;
  refer_code: string;
  [key: string]: unknown;
}

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  isLogin: boolean;
  /** Interface language code ('en', 'ar') and the content language {id, code, name}. */
  language: string;
  contentLanguage: { id: number; code: string; name: string };
  /** A friend's referral code typed at sign-up, sent with the first user_signup. */
  pendingFriendsCode: string;
  /** The room code of an invite link opened before signing in: the player lands in that room after it. */
  pendingInvite: string;
  login: (user: SessionUser, token: string) => void;
  logout: () => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  setLanguage: (code: string) => void;
  setContentLanguage: (lang: { id: number; code: string; name: string }) => void;
  setPendingFriendsCode: (code: string) => void;
  setPendingInvite: (code: string) => void;
}

export const defaultContentLanguage = { id: 0, code: 'en', name: 'english' };

const empty = { token: null, user: null, isLogin: false };

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      language: 'en',
      contentLanguage: defaultContentLanguage,
      pendingFriendsCode: '',
      pendingInvite: '',
      login: (user, token) =>
        set({ user: { ...user, name: user.name.charAt(0).toUpperCase() + user.name.slice(1) }, token, isLogin: true }),
      logout: () => set(empty),
      updateUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : {})),
      setLanguage: (language) => set({ language }),
      setContentLanguage: (contentLanguage) => set({ contentLanguage }),
      setPendingFriendsCode: (pendingFriendsCode) => set({ pendingFriendsCode }),
      setPendingInvite: (pendingInvite) => set({ pendingInvite }),
    }),
    { name: persistKey, storage: createJSONStorage(() => localStorage) },
  ),
);

/** Resolves when the persisted session is back, or after the rehydrate timeout at the latest. */
export function whenRehydrated(timeoutMs = rehydrateTimeoutMs): Promise<void> {
  if (useSession.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    useSession.persist.onFinishHydration(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
