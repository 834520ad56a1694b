import { describe, expect, it } from 'vitest';
import { isProvisional, newRating, provisionalGames, ratingFigure, type Rating } from '../../contract/rating.ts';
import { rateBattle, repeatWeight } from './rating.ts';

const settled = (mu: number): Rating => ({ mu, sigma: 2, games: 40 });

describe('rateBattle', () => {
  it('the winner rises and the loser falls, and both grow surer', () => {
    const [winner, loser] = rateBattle(
      [
        { rating: undefined, rank: 1 },
        { rating: undefined, rank: 2 },
      ],
      1,
    );
    expect(winner!.mu).toBeGreaterThan(newRating.mu);
    expect(loser!.mu).toBeLessThan(newRating.mu);
    for (const r of [winner!, loser!]) {
      expect(r.sigma).toBeLessThan(newRating.sigma);
      expect(r.games).toBe(1);
    }
  });

  it('a new player moves fast and a settled one slowly', () => {
    const [fresh] = rateBattle(
      [
        { rating: undefined, rank: 1 },
        { rating: settled(25), rank: 2 },
      ],
      1,
    );
    const [veteran] = rateBattle(
      [
        { rating: settled(25), rank: 1 },
        { rating: settled(25), rank: 2 },
      ],
      1,
    );
    expect(fresh!.mu - newRating.mu).toBeGreaterThan(3 * (veteran!.mu - 25));
  });

  it('beating a stronger player gains more than beating a weaker one', () => {
    const [overStrong] = rateBattle(
      [
        { rating: settled(25), rank: 1 },
        { rating: settled(32), rank: 2 },
      ],
      1,
    );
    const [overWeak] = rateBattle(
      [
        { rating: settled(25), rank: 1 },
        { rating: settled(18), rank: 2 },
      ],
      1,
    );
    expect(overStrong!.mu - 25).toBeGreaterThan(overWeak!.mu - 25);
  });

  it('rates a group as a free-for-all: places in order, a shared place moves both alike', () => {
    const seats = [1, 2, 2, 4].map((rank) => ({ rating: settled(25), rank }));
    const [first, secondA, secondB, last] = rateBattle(seats, 1);
    expect(first!.mu).toBeGreaterThan(secondA!.mu);
    expect(secondA!.mu).toBeCloseTo(secondB!.mu, 10);
    expect(secondB!.mu).toBeGreaterThan(last!.mu);
  });

  it('a draw between equals changes neither skill estimate', () => {
    const [a, b] = rateBattle(
      [
        { rating: settled(25), rank: 1 },
        { rating: settled(25), rank: 1 },
      ],
      1,
    );
    expect(a!.mu).toBeCloseTo(25, 6);
    expect(b!.mu).toBeCloseTo(25, 6);
  });

  it('a weight moves that share of the full step; at 0 nothing moves, not even the game count', () => {
    const seats = [
      { rating: settled(25), rank: 1 },
      { rating: settled(25), rank: 2 },
    ];
    const [full] = rateBattle(seats, 1);
    const [half] = rateBattle(seats, 0.5);
    expect(half!.mu - 25).toBeCloseTo((full!.mu - 25) / 2, 10);
    expect(half!.games).toBe(41);
    expect(rateBattle(seats, 0)).toEqual([settled(25), settled(25)]);
  });
});

describe('repeatWeight: the same players on one day', () => {
  it('moves less each time, then not at all', () => {
    const weights = [0, 1, 2, 3, 4, 10].map(repeatWeight);
    expect(weights[0]).toBe(1);
    for (let i = 1; i < weights.length; i += 1) expect(weights[i]!).toBeLessThanOrEqual(weights[i - 1]!);
    expect(weights[1]).toBeLessThan(1);
    expect(weights[3]).toBe(0);
    expect(weights[5]).toBe(0);
  });
});

describe('ratingFigure', () => {
  it('a new player shows 1250 and is provisional for the first games', () => {
    expect(ratingFigure(undefined)).toBe(1250);
    expect(ratingFigure(newRating)).toBe(1250);
    expect(isProvisional(undefined)).toBe(true);
    expect(isProvisional({ ...newRating, games: provisionalGames - 1 })).toBe(true);
    expect(isProvisional({ ...newRating, games: provisionalGames })).toBe(false);
  });

  it('a settled typical player shows about 1500; skill raises it, doubt lowers it', () => {
    expect(ratingFigure({ mu: 25, sigma: 4.5, games: 50 })).toBeGreaterThan(1400);
    expect(ratingFigure({ mu: 25, sigma: 4.5, games: 50 })).toBeLessThan(1600);
    expect(ratingFigure(settled(30))).toBeGreaterThan(ratingFigure(settled(25)));
    expect(ratingFigure({ mu: 25, sigma: 4, games: 5 })).toBeLessThan(ratingFigure(settled(25)));
  });
});
