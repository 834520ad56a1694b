import { describe, expect, it } from 'vitest';
import { isAuthPath, isGated } from './gated-paths.ts';

describe('gated paths', () => {
  it.each([
    '/quiz-zone/',
    '/quiz-zone/science/level/2',
    '/profile',
    '/profile/statistics',
    '/exam-module/',
    '/quiz-play/daily-quiz-dashboard/',
  ])('%s needs a login', (path) => expect(isGated(path)).toBe(true));

  it.each(['/', '/auth/login', '/about-us', '/quiz-zoned', '/quiz-play/'])('%s is open', (path) =>
    expect(isGated(path)).toBe(false),
  );

  it('knows the auth pages', () => {
    expect(isAuthPath('/auth/sign-up/')).toBe(true);
    expect(isAuthPath('/authors')).toBe(false);
  });
});
