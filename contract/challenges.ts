// An asynchronous challenge's states, shared by the server, the machines and the app (no zod: the app bundles it).

/** Where a challenge stands for one of its two players (users/{uid}/challenges/{roomId}.turn). */
export const challengeTurns = ['mine', 'theirs', 'done', 'expired'] as const;
export type ChallengeTurn = (typeof challengeTurns)[number];
