// A waiting room's invite link carries only its public code: /group-battle/join/<CODE>. Opened by a
// visitor who is not signed in, the code is kept (the session store, in localStorage) through login,
// sign-up, email verification and the phone code, and the player lands in the room afterwards.
const prefix = '/group-battle/join/';

export const invitePath = (code: string) => `${prefix}${encodeURIComponent(code)}`;

/** The full link to share. */
export const inviteUrl = (code: string) => `${window.location.origin}${invitePath(code)}`;

/** The code of an invite link's path, or null for any other path. */
export function inviteCodeOf(pathname: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const code = decodeURIComponent(pathname.slice(prefix.length)).trim();
  return code && !code.includes('/') ? code : null;
}

/** Where a player goes once signed in: the invite link they opened before, else where they were heading. */
export const afterSignIn = (pendingInvite: string, from: string) => (pendingInvite ? invitePath(pendingInvite) : from);
