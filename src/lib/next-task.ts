/** Ends the current task: what follows runs in a task of its own, so a start's steps are short tasks
 * rather than one long one that blocks a phone's main thread (and its input) meanwhile. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once what is committed now is on screen (a frame after the one that draws it: a frame is
 * drawn, then shown) and the main thread has a moment. For downloads the first view must not wait
 * behind. A hidden tab, which draws no frames, goes on after half a second; a browser without idle
 * callbacks goes on once the view is shown. */
export const afterFirstView = () =>
  new Promise<void>((resolve) => {
    const shown = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : resolve();
    const fallback = setTimeout(shown, 500);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => (clearTimeout(fallback), shown()), 0)));
  });
