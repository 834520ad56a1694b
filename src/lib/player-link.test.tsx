// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlayerLink } from './player-link.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(link: React.ReactNode): HTMLAnchorElement {
  const host = document.createElement('div');
  const root = createRoot(host);
  act(() => root.render(<MemoryRouter>{link}</MemoryRouter>));
  const a = host.querySelector('a')!;
  act(() => root.unmount());
  return a;
}

describe('PlayerLink', () => {
  it("links a name to the player's card in the same tab", () => {
    const a = render(<PlayerLink uid="u 1">Ben</PlayerLink>);
    expect(a.getAttribute('href')).toBe('/players/u%201');
    expect(a.getAttribute('target')).toBeNull();
    expect(a.textContent).toBe('Ben');
  });

  it('from a page the player must not leave (a lobby), opens the card in a new tab and says so to a screen reader', () => {
    const a = render(
      <PlayerLink uid="u1" newTab="opens in a new tab">
        Ben
      </PlayerLink>,
    );
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener');
    expect(a.textContent).toBe('Ben (opens in a new tab)');
    expect(a.querySelector('.visually-hidden')?.textContent).toBe(' (opens in a new tab)');
  });
});
