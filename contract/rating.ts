// A player's skill rating as stored (users/{uid}.rating, written by the server only) and the one
// figure players see. The rating itself is Weng-Lin (openskill): mu is the skill estimate, sigma
// its uncertainty; server/battles/rating.ts moves it after each battle between people.

export interface Rating {
  mu: number;
  sigma: number;
  /** rated battles played: a player is provisional for the first few */
  games: number;
}

/** A player's rating before their first rated battle (openskill's defaults). */
export const newRating: Rating = { mu: 25, sigma: 25 / 3, games: 0 };

/** Rated battles before a rating stops being provisional (and enters the ladder). */
export const provisionalGames = 10;

export const isProvisional = (r: Rating | undefined) => (r?.games ?? 0) < provisionalGames;

/**
 * The figure shown everywhere (profile, result screen, ladder): a cautious estimate, mu - 2 sigma
 * (an ordinal as openskill's), scaled so a new player shows 1250 and a typical player, once the
 * rating has learned them (30 battles or so), about 1450-1500. It rises as the doubt shrinks.
 */
export const ratingFigure = (r: Rating | undefined) => {
  const { mu, sigma } = r ?? newRating;
  return Math.round(1000 + 30 * (mu - 2 * sigma));
};

/** A player's rating move in one battle, as the result screen shows it (RoomResult standings). */
export interface RatingChange {
  figure: number;
  change: number;
  provisional: boolean;
}
