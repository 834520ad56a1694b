// Every mode the home has words for is drawn with its own icon, and no two modes share one: the
// fallback is only for a mode the server turns on before this build knows it.
import { describe, expect, it } from 'vitest';
import home from '../../i18n/locales/en/home.json';
import { fallbackIcon, modeIcons } from './modes.ts';

const modes = Object.keys(home).filter((key) => `${key}_desc` in home);

describe('the mode tiles’ icons', () => {
  it('has an icon of its own for every mode, none of them the fallback', () => {
    expect(modes.length).toBeGreaterThan(10);
    for (const mode of modes) expect(modeIcons[mode], mode).toBeDefined();
    expect(new Set(modes.map((m) => modeIcons[m])).size).toBe(modes.length);
    expect(modes.map((m) => modeIcons[m])).not.toContain(fallbackIcon);
  });
});
