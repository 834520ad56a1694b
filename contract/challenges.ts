// An asynchronous challenge's words and states, shared by the server, the machines and the app (no zod: the app bundles it).

/** Every refusal of a challenge, by code (the English the server answers with; the app words it by code). */
export const challengeMessages = {
  challenge_not_friend: 'You can challenge only your friends',
  challenge_blocked: 'You cannot challenge this player',
  challenge_yourself: 'You cannot challenge yourself',
  challenge_not_yours: 'This challenge is not for you',
  challenge_expired: 'This challenge has expired',
  challenge_played: 'You have already played this challenge',
  challenge_confirm_fee: 'Confirm the entry fee to play this challenge',
} as const;

/** Where a challenge stands for one of its two players (users/{uid}/challenges/{roomId}.turn). */
export const challengeTurns = ['mine', 'theirs', 'done', 'expired'] as const;
export type ChallengeTurn = (typeof challengeTurns)[number];
